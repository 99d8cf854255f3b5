//! Stable-Rust fuzz driver for the fuzz targets (the cargo-fuzz targets in
//! crates/ferromat-syntax/fuzz and crates/ferromat-runtime/fuzz need
//! nightly and libFuzzer). Runs the same target bodies
//! (`ferromat_syntax::fuzzing`, `ferromat_runtime::fuzzing`) over the
//! committed seeds (`fuzz/seeds/<target>`) and then over mutations of them
//! made with a seeded PRNG (byte flips, token splices, truncation,
//! duplication). A caught internal error or a panic ends the run with the
//! input saved to `fuzz_crash.bin`. See docs/fuzzing.md.
//!
//! cargo run --release -p ferromat --example fuzz_drive -- eval 1000000 [seed]
//! cargo run --release -p ferromat --example fuzz_drive -- minmax_args 1000000
//! cargo run --release -p ferromat --example fuzz_drive -- parse 1000000

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use ferromat_runtime::fuzzing::{configure_fuzz_process, eval_target, fuzz_engine, minmax_target};
use ferromat_syntax::fuzzing::parse_target;

const TOKENS: &[&str] = &[
    "max(",
    "min(",
    ")",
    "(",
    "[",
    "]",
    "{",
    "}",
    "'",
    "\"",
    ",",
    ";",
    "\n",
    "end",
    "if ",
    "for k=1:3 ",
    "while ",
    "function ",
    "@(x)",
    "= ",
    "+",
    "-",
    ".*",
    "'all'",
    "'omitnan'",
    "[]",
    "NaN",
    "Inf",
    "1e300",
    "-1",
    "0",
    "2",
    "x",
    "y(2,:)",
    ":",
    "...",
    "%",
    "try ",
    "catch ME ",
    "int8(",
    "single(",
    "{1,2}",
    "struct('a',1)",
    "1i",
    "zeros(",
    "end+1",
];

struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(random: &mut Random, seed: &[u8]) -> Vec<u8> {
    let mut bytes = seed.to_vec();
    for _ in 0..1 + random.below(4) {
        let at = random.below(bytes.len() + 1);
        match random.below(6) {
            0 if !bytes.is_empty() => {
                let i = random.below(bytes.len());
                bytes[i] ^= 1 << random.below(8);
            }
            1 => {
                let token = TOKENS[random.below(TOKENS.len())].as_bytes();
                bytes.splice(at..at, token.iter().copied());
            }
            2 => bytes.truncate(at),
            3 if !bytes.is_empty() => {
                let end = (at + random.below(16)).min(bytes.len());
                bytes.drain(at.min(end)..end);
            }
            4 => {
                let end = (at + random.below(32)).min(bytes.len());
                let copy = bytes[at.min(end)..end].to_vec();
                bytes.splice(at..at, copy);
            }
            _ => bytes.insert(at.min(bytes.len()), random.next() as u8),
        }
    }
    bytes.truncate(4096);
    bytes
}

fn load_corpus(folder: &Path) -> Vec<Vec<u8>> {
    let mut files: Vec<_> = std::fs::read_dir(folder)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files.iter().filter_map(|p| std::fs::read(p).ok()).collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let target = args.get(1).map(String::as_str).unwrap_or("eval");
    let runs: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let seed: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(0x5eed);
    let owner = match target {
        "eval" | "minmax_args" => "ferromat-runtime",
        "parse" => "ferromat-syntax",
        other => {
            eprintln!("unknown target {other}: use eval, minmax_args or parse");
            std::process::exit(2);
        }
    };
    let corpus_dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(owner)
        .join("fuzz/seeds")
        .join(target);
    let mut corpus = load_corpus(&corpus_dir);
    if corpus.is_empty() {
        corpus.push(b"x = max([3 1 2])".to_vec());
    }
    configure_fuzz_process();
    let mut engine = fuzz_engine();
    let mut random = Random(seed | 1);
    let started = std::time::Instant::now();
    for run in 0..runs {
        let input = if run < corpus.len() as u64 {
            corpus[run as usize].clone()
        } else {
            let base = &corpus[random.below(corpus.len())];
            mutate(&mut random, base)
        };
        let ran = catch_unwind(AssertUnwindSafe(|| match target {
            "minmax_args" => minmax_target(&mut engine, &input),
            "parse" => {
                parse_target(&input);
                true
            }
            _ => eval_target(&mut engine, &input),
        }));
        if !matches!(ran, Ok(true)) {
            let _ = std::fs::write("fuzz_crash.bin", &input);
            eprintln!("crash at run {run}: {:?}", String::from_utf8_lossy(&input));
            std::process::exit(1);
        }
        if run > 0 && run % 100_000 == 0 {
            eprintln!("{target}: {run} runs, {:.0?}", started.elapsed());
        }
    }
    println!("{target}: {runs} runs, no crash, {:.1?}", started.elapsed());
}
