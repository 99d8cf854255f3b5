//! The session's random number state and the `rng` builtin: a 32-bit
//! Mersenne Twister (MT19937), MATLAB's default generator, so that `rand`
//! after `rng('default')` or `rng(seed)` gives MATLAB's sequence. Array
//! construction (`rand`, `randn`) lives in `arrays/construct.rs`; this file only
//! produces numbers and manages the state.

use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{StructArray, Tensor, Value};

const STATE_WORDS: usize = 624;
const SHIFT: usize = 397;
const MATRIX_A: u32 = 0x9908_b0df;
const UPPER_MASK: u32 = 0x8000_0000;
const LOWER_MASK: u32 = 0x7fff_ffff;
/// The seed MATLAB uses for `rng('default')` and for seed 0.
pub const DEFAULT_SEED: u32 = 5489;

/// A Mersenne Twister stream plus the seed it was started from.
#[derive(Clone, Debug, PartialEq)]
pub struct RandomState {
    words: [u32; STATE_WORDS],
    index: usize,
    seed: u32,
    /// The second normal deviate of the last polar-method pair.
    spare_normal: Option<f64>,
}

impl Default for RandomState {
    fn default() -> Self {
        RandomState::new(0)
    }
}

impl RandomState {
    /// The state after `rng(seed)`; MATLAB maps seed 0 to 5489.
    pub fn new(seed: u32) -> RandomState {
        let start = if seed == 0 { DEFAULT_SEED } else { seed };
        let mut words = [0u32; STATE_WORDS];
        words[0] = start;
        for i in 1..STATE_WORDS {
            let previous = words[i - 1];
            words[i] = 1_812_433_253u32
                .wrapping_mul(previous ^ (previous >> 30))
                .wrapping_add(i as u32);
        }
        RandomState {
            words,
            index: STATE_WORDS,
            seed,
            spare_normal: None,
        }
    }

    pub fn seed(&self) -> u32 {
        self.seed
    }

    fn refill(&mut self) {
        for i in 0..STATE_WORDS {
            let y = (self.words[i] & UPPER_MASK) | (self.words[(i + 1) % STATE_WORDS] & LOWER_MASK);
            let mut next = self.words[(i + SHIFT) % STATE_WORDS] ^ (y >> 1);
            if y & 1 != 0 {
                next ^= MATRIX_A;
            }
            self.words[i] = next;
        }
        self.index = 0;
    }

    /// The next 32-bit output of the generator.
    pub fn next_u32(&mut self) -> u32 {
        if self.index >= STATE_WORDS {
            self.refill();
        }
        let mut y = self.words[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// A uniform double in (0, 1) with 53 random bits, from two draws, as
    /// MATLAB's `rand` produces it. Zero is skipped because `rand` never
    /// returns it.
    pub fn next_f64(&mut self) -> f64 {
        loop {
            let high = f64::from(self.next_u32() >> 5);
            let low = f64::from(self.next_u32() >> 6);
            let x = (high * 67_108_864.0 + low) / 9_007_199_254_740_992.0;
            if x > 0.0 {
                return x;
            }
        }
    }

    /// A uniform single in (0, 1) with 24 random bits.
    pub fn next_f32(&mut self) -> f32 {
        loop {
            let x = (self.next_u32() >> 8) as f32 / 16_777_216.0;
            if x > 0.0 {
                return x;
            }
        }
    }

    /// A standard normal deviate by the Marsaglia polar method.
    pub fn next_normal(&mut self) -> f64 {
        if let Some(spare) = self.spare_normal.take() {
            return spare;
        }
        loop {
            let u = 2.0 * self.next_f64() - 1.0;
            let v = 2.0 * self.next_f64() - 1.0;
            let s = u * u + v * v;
            if s > 0.0 && s < 1.0 {
                let factor = (-2.0 * s.ln() / s).sqrt();
                self.spare_normal = Some(v * factor);
                return u * factor;
            }
        }
    }

    /// The state as MATLAB's `rng` struct shows it: 625 words (the 624-word
    /// state then the position).
    fn state_words(&self) -> Vec<u32> {
        let mut words = self.words.to_vec();
        words.push(self.index as u32);
        words
    }

    fn from_state_words(seed: u32, words: &[u32]) -> Option<RandomState> {
        let (position, state) = words.split_last()?;
        let words: [u32; STATE_WORDS] = state.try_into().ok()?;
        let index = *position as usize;
        (index <= STATE_WORDS).then_some(RandomState {
            words,
            index,
            seed,
            spare_normal: None,
        })
    }
}

/// `rng(seed)`, `rng('default')`, `rng('shuffle')`, `rng(seed, 'twister')`,
/// `rng(s)` with a struct from an earlier `s = rng`, and `s = rng`: returns
/// the settings in effect before the call.
pub fn rng(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let previous = settings(&interp.random);
    if let Some(Value::Struct(saved)) = args.first() {
        interp.random = restore(saved)?;
    } else if let Some(first) = args.first() {
        if let Some(generator) = args.get(1) {
            let name = args::text(generator, "rng")?;
            if !name.eq_ignore_ascii_case("twister") {
                return Err(RuntimeError::new(
                    "MATLAB:rng:badSecondOpt",
                    format!("ferromat supports only the 'twister' generator, not '{name}'."),
                ));
            }
        }
        interp.random = match first.as_text() {
            Some(flag) if flag.eq_ignore_ascii_case("default") => RandomState::new(0),
            Some(flag) if flag.eq_ignore_ascii_case("shuffle") => RandomState::new(clock_seed()),
            Some(flag) if flag.eq_ignore_ascii_case("twister") => RandomState::new(0),
            Some(flag) => {
                return Err(RuntimeError::new(
                    "MATLAB:rng:badFirstOpt",
                    format!("Unrecognized option '{flag}'."),
                ))
            }
            None => RandomState::new(seed_from(first)?),
        };
    }
    if nargout > 0 || args.is_empty() {
        one(previous)
    } else {
        Ok(Outputs::new())
    }
}

/// The legacy forms `rand('state', s)`, `rand('seed', s)`,
/// `rand('twister', s)` and `randn('state', s)` (also `'reset'`-free
/// queries like `rand('state')`): `None` when `args` is not one of them.
///
/// MATLAB documents these as switching to an older generator; ferromat keeps
/// its one Mersenne Twister stream and seeds it from `s`, so a script that
/// reseeds gets the same numbers again, though not MATLAB's legacy ones. A
/// state vector seeds from its elements; a query returns the current seed.
pub fn legacy_seed(
    interp: &mut Interpreter,
    args: &[Value],
    function: &str,
) -> Option<Result<Outputs>> {
    let method = args.first()?.as_text()?;
    if !["state", "seed", "twister"]
        .iter()
        .any(|m| method.eq_ignore_ascii_case(m))
    {
        return None;
    }
    let Some(seed) = args.get(1) else {
        return Some(one(Value::scalar(f64::from(interp.random.seed()))));
    };
    if args.len() > 2 {
        return Some(Err(RuntimeError::too_many_inputs()));
    }
    let Some(numbers) = seed.to_f64_vec().filter(|v| !v.is_empty()) else {
        return Some(Err(RuntimeError::new(
            format!("MATLAB:{function}:invalidSeed"),
            "The seed must be a numeric value.",
        )));
    };
    // Fold every element in, so two different state vectors rarely collide;
    // a scalar whole-number seed s < 2^32 seeds the stream like `rng(s)`.
    let folded = numbers.iter().fold(0u32, |acc, &x| {
        let word = if x.is_finite() {
            (x.abs().floor() % 4_294_967_296.0) as u32
        } else {
            0
        };
        acc.wrapping_mul(69_069).wrapping_add(word)
    });
    interp.random = RandomState::new(folded);
    Some(Ok(Outputs::new()))
}

fn seed_from(value: &Value) -> Result<u32> {
    match value.as_f64() {
        Some(x) if x.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&x) => Ok(x as u32),
        _ => Err(RuntimeError::new(
            "MATLAB:rng:badSeed",
            "The seed must be a nonnegative integer scalar less than 2^32.",
        )),
    }
}

fn clock_seed() -> u32 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    (nanos % u128::from(u32::MAX)) as u32
}

fn settings(state: &RandomState) -> Value {
    Value::Struct(Arc::new(StructArray::scalar([
        ("Type".to_string(), Value::char_row("twister")),
        (
            "Seed".to_string(),
            Value::UInt32(Tensor::scalar(state.seed)),
        ),
        (
            "State".to_string(),
            Value::UInt32(Tensor::column(state.state_words())),
        ),
    ])))
}

fn restore(saved: &StructArray) -> Result<RandomState> {
    let invalid = || {
        RuntimeError::new(
            "MATLAB:rng:badSettings",
            "The settings structure must come from an earlier call to rng.",
        )
    };
    let seed = match saved.get("Seed", 0) {
        Some(Value::UInt32(t)) => *t.first().ok_or_else(invalid)?,
        Some(other) => seed_from(other)?,
        None => return Err(invalid()),
    };
    match saved.get("State", 0) {
        Some(Value::UInt32(t)) => RandomState::from_state_words(seed, t.data()).ok_or_else(invalid),
        _ => Err(invalid()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_seed_gives_matlab_sequence() {
        let mut state = RandomState::default();
        let first: Vec<f64> = (0..5).map(|_| state.next_f64()).collect();
        let expected = [0.8147236863931789, 0.9057919370756192, 0.1269868162935061];
        for (got, want) in first.iter().zip(expected) {
            assert!((got - want).abs() < 1e-15, "{got} vs {want}");
        }
        assert!((first[3] - 0.9133758561390194).abs() < 1e-15);
        assert!((first[4] - 0.6323592462254095).abs() < 1e-15);
    }

    #[test]
    fn seed_zero_is_default_and_seed_one_differs() {
        assert_eq!(
            RandomState::new(0).next_u32(),
            RandomState::new(5489).next_u32()
        );
        let mut one_seeded = RandomState::new(1);
        assert!((one_seeded.next_f64() - 0.417022004702574).abs() < 1e-15);
    }

    #[test]
    fn known_mt19937_output() {
        // The reference implementation's 10000th output for seed 5489.
        let mut state = RandomState::new(5489);
        let last = (0..10_000).map(|_| state.next_u32()).last();
        assert_eq!(last, Some(4_123_659_995));
    }

    #[test]
    fn normals_have_plausible_moments() {
        let mut state = RandomState::new(7);
        let n = 200_000;
        let samples: Vec<f64> = (0..n).map(|_| state.next_normal()).collect();
        let mean = samples.iter().sum::<f64>() / n as f64;
        let variance = samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n as f64;
        assert!(mean.abs() < 0.01, "{mean}");
        assert!((variance - 1.0).abs() < 0.02, "{variance}");
    }

    #[test]
    fn rng_saves_and_restores() {
        let mut interp = Interpreter::new();
        let saved = rng(&mut interp, &[], 1).map(|mut o| o.remove(0));
        let first = interp.random.next_f64();
        let Ok(Value::Struct(saved)) = saved else {
            panic!("rng returned no struct");
        };
        let restored = rng(&mut interp, &[Value::Struct(saved)], 0);
        assert!(restored.is_ok());
        assert_eq!(interp.random.next_f64(), first);
        assert!(rng(&mut interp, &[Value::scalar(-1.0)], 0).is_err());
        assert!(rng(&mut interp, &[Value::char_row("default")], 0).is_ok());
        assert!((interp.random.next_f64() - 0.8147236863931789).abs() < 1e-15);
    }
}
