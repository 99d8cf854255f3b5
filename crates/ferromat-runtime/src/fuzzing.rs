//! The fuzz targets' bodies, shared by the cargo-fuzz targets in
//! `crates/ferromat-runtime/fuzz/` (nightly, libFuzzer) and the stable
//! driver `crates/ferromat/examples/fuzz_drive.rs`. Each takes arbitrary
//! bytes; the only failure is a panic or a hang (a crash of the process),
//! never an error value. Not for production use: these functions lower
//! process-wide limits (array size) to keep fuzzing fast.

use crate::builtins::args::set_max_array_bytes;
use crate::engine::Engine;
use crate::interp::guard::INTERNAL_ERROR_IDENTIFIER;
use crate::interp::Interpreter;
use crate::value::Value;

/// Statements and loop iterations one fuzz input may run.
pub const FUZZ_STEP_BUDGET: u64 = 2_000;
/// The recursion limit during fuzzing (small, so deep recursion is cheap).
pub const FUZZ_RECURSION_LIMIT: usize = 64;
/// The array size limit during fuzzing: 16 MB.
pub const FUZZ_MAX_ARRAY_BYTES: u64 = 16 << 20;

/// Whether `source` names, as a whole identifier-like word, a builtin that
/// waits or touches the process state (its registry row says `process`:
/// `pause` sleeps, `cd` moves the fuzzer's working folder, `run` reads
/// files); such inputs are skipped. Whole words only: `else`, `false` and
/// `direction` must not hide an input from the fuzzer.
fn names_skipped_function(source: &str) -> bool {
    source
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .any(|word| crate::builtins::lookup(word).is_some_and(|def| def.process))
}

/// Lowers the process-wide array size limit for a fuzzing process (so
/// inputs like `zeros(3000)` stay fast). Drivers call this once.
pub fn configure_fuzz_process() {
    set_max_array_bytes(Some(FUZZ_MAX_ARRAY_BYTES));
}

/// A fresh engine with fuzzing limits and captured output.
pub fn fuzz_engine() -> Engine {
    let mut engine = Engine::new();
    engine.capture_output();
    engine.set_step_budget(Some(FUZZ_STEP_BUDGET));
    engine.set_recursion_limit(FUZZ_RECURSION_LIMIT);
    engine
}

/// Whole-program evaluation: parses and runs `bytes` as a script. Returns
/// `false` for a caught internal error (a panic the statement guard turned
/// into an error), which a fuzz driver reports as a crash.
pub fn eval_target(engine: &mut Engine, bytes: &[u8]) -> bool {
    let Ok(source) = std::str::from_utf8(bytes) else {
        return true;
    };
    if names_skipped_function(source) {
        return true;
    }
    let result = engine.eval(source);
    engine.take_output();
    // Variables left by this input must not slow down the next one.
    let _ = engine.eval("clear all");
    !matches!(result, Err(e) if e.identifier == INTERNAL_ERROR_IDENTIFIER)
}

/// The `max`/`min` argument grammar: `bytes` choose the function, up to
/// five arguments of random class, shape and value (including flags and
/// dimension arguments) and nargout. Returns `false` on an internal error.
pub fn minmax_target(engine: &mut Engine, bytes: &[u8]) -> bool {
    let mut reader = ByteReader { bytes, position: 0 };
    let name = ["max", "min"][usize::from(reader.byte() & 1)];
    let argument_count = usize::from(reader.byte() % 6);
    let nargout = usize::from(reader.byte() % 4);
    let interpreter = engine.interpreter();
    let args: Vec<Value> = (0..argument_count)
        .map(|_| reader.value(interpreter))
        .collect();
    let result = engine.call(name, &args, nargout);
    !matches!(result, Err(e) if e.identifier == INTERNAL_ERROR_IDENTIFIER)
}

struct ByteReader<'a> {
    bytes: &'a [u8],
    position: usize,
}

impl ByteReader<'_> {
    fn byte(&mut self) -> u8 {
        let b = self.bytes.get(self.position).copied().unwrap_or(0);
        self.position += 1;
        b
    }

    fn number(&mut self) -> f64 {
        const SPECIAL: [f64; 12] = [
            0.0,
            -0.0,
            1.0,
            -1.0,
            2.0,
            3.0,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            0.5,
            1e300,
            -2.5,
        ];
        let b = self.byte();
        match b % 16 {
            k @ 0..=11 => SPECIAL[usize::from(k)],
            12 => f64::from(self.byte()),
            13 => -f64::from(self.byte()) / 8.0,
            _ => f64::from(self.byte()) * 1e6,
        }
    }

    /// One argument: a flag, a dimension-like number, or an array of some
    /// class and shape (up to 4x4x2).
    fn value(&mut self, interpreter: &mut Interpreter) -> Value {
        const FLAGS: [&str; 12] = [
            "all",
            "linear",
            "omitnan",
            "includenan",
            "omitmissing",
            "includemissing",
            "ComparisonMethod",
            "real",
            "abs",
            "auto",
            "bogus",
            "",
        ];
        let kind = self.byte() % 10;
        match kind {
            0 => Value::char_row(FLAGS[usize::from(self.byte()) % FLAGS.len()]),
            1 => Value::empty(),
            2 => Value::scalar(self.number()),
            _ => {
                let dims = [
                    usize::from(self.byte() % 5),
                    usize::from(self.byte() % 5),
                    usize::from(self.byte() % 3).max(1),
                ];
                let count = dims.iter().product::<usize>();
                let data: Vec<f64> = (0..count).map(|_| self.number()).collect();
                let array = Value::Double(crate::value::Tensor::new(
                    crate::value::Shape::new(&dims),
                    data,
                ));
                match kind {
                    3 => array,
                    4 => convert(interpreter, array, "single"),
                    5 => convert(interpreter, array, "int8"),
                    6 => convert(interpreter, array, "uint16"),
                    7 => convert(interpreter, array, "logical"),
                    8 => convert(interpreter, array, "complex"),
                    _ => convert(interpreter, array, "int64"),
                }
            }
        }
    }
}

/// `array` converted by the class function `class` (`int8`, `complex`...).
fn convert(interpreter: &mut Interpreter, array: Value, class: &str) -> Value {
    interpreter
        .call_function(&Value::char_row(class), std::slice::from_ref(&array), 1)
        .ok()
        .and_then(|outputs| outputs.into_iter().next())
        .unwrap_or(array)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_whole_words_skip_an_input() {
        assert!(names_skipped_function("pause(1)"));
        assert!(names_skipped_function("x = 1; cd /tmp"));
        assert!(names_skipped_function("f = 'exit';"));
        assert!(!names_skipped_function("if false, y = 1; else, y = 2; end"));
        assert!(!names_skipped_function("direction = 'still running';"));
    }

    #[test]
    fn short_fuzz_runs_find_no_internal_errors() {
        let mut engine = fuzz_engine();
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..2_000 {
            let bytes: Vec<u8> = (0..24).map(|_| next() as u8).collect();
            assert!(minmax_target(&mut engine, &bytes), "{bytes:?}");
        }
        for source in [
            "x = max([3 1 2])",
            "while true, end",
            "f = @(g) g(g); f(f)",
            "[1 2",
        ] {
            assert!(eval_target(&mut engine, source.as_bytes()), "{source}");
        }
    }
}
