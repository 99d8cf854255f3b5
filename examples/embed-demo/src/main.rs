//! A stand-alone program embedding ferromat: registers Rust functions,
//! compiles code once and runs it many times, runs two engines on two
//! threads, and moves an `ndarray` matrix in and out. It exits with an
//! error status if anything does not behave as documented, so CI can run
//! it as a check.

use std::process::ExitCode;

use ferromat::{Engine, HostFunction, RuntimeError, Value};
// The host's own `ndarray = "0.17"`: the same crate as `ferromat::ndarray`.
use ndarray::{Array2, ArrayD, ShapeBuilder};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("embed-demo failed: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let started = std::time::Instant::now();
    let mut engine = Engine::new();
    println!("Engine::new took {:?}", started.elapsed());
    engine.capture_output();

    // A Rust closure as a MATLAB function, with typed arguments and errors.
    engine.register(
        HostFunction::new("weighted_mean", |call| {
            let x: Vec<f64> = call.arg(0)?;
            let w: Vec<f64> = call.arg_or(1, vec![1.0; x.len()])?;
            if x.len() != w.len() {
                return Err(RuntimeError::new(
                    "demo:weighted_mean:size",
                    "X and W must have the same number of elements.",
                ));
            }
            let total: f64 = w.iter().sum();
            Ok(x.iter().zip(&w).map(|(a, b)| a * b).sum::<f64>() / total)
        })
        .inputs(1, 2)
        .summary("Weighted mean of a vector"),
    )?;
    engine.eval("m = weighted_mean([1 2 3], [0 1 1]);")?;
    check(
        engine.get("m")?.as_f64() == Some(2.5),
        "weighted_mean result",
    )?;
    let error = engine
        .eval("weighted_mean([1 2], 1)")
        .err()
        .ok_or("a size mismatch must fail")?;
    check(
        error.identifier == "demo:weighted_mean:size",
        "host error identifier",
    )?;
    println!("host function: m = 2.5, error {}", error.identifier);

    // Compile once, run many.
    let step = engine.compile("acc = acc + weighted_mean(v);")?;
    engine.eval("acc = 0;")?;
    for k in 1..=10 {
        engine.set("v", Value::row(vec![k as f64, k as f64 + 2.0]))?;
        engine.run(&step)?;
    }
    check(
        engine.get("acc")?.as_f64() == Some(65.0),
        "compiled program",
    )?;
    println!("compiled program ran 10 times: acc = 65");

    // ndarray in and out in the natural (row-major) layout.
    let a = Array2::from_shape_vec((2, 3), vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0])?.into_dyn();
    engine.set("A", a.clone())?;
    engine.eval("B = A .* 10;")?;
    let b: ArrayD<f64> = engine.get_array("B")?;
    check(b.shape() == [2, 3], "shape")?;
    check(
        b.as_slice() == Some(&[10.0, 20.0, 30.0, 40.0, 50.0, 60.0][..]),
        "row-major round trip",
    )?;
    println!("ndarray round trip: {:?}", b.as_slice());
    // A column-major (Fortran-order) array goes in as it is and comes back
    // in the standard layout, same shape and elements.
    let f = Array2::from_shape_vec((2, 3).f(), vec![1.0, 4.0, 2.0, 5.0, 3.0, 6.0])?.into_dyn();
    engine.set("F", f)?;
    let back: ArrayD<f64> = engine.get_array("F")?;
    check(back == a, "column-major input")?;
    check(back.as_slice().is_some(), "standard layout output")?;

    // Two engines on two threads, each with its own state.
    let workers: Vec<_> = [(1u32, "off"), (2u32, "on")]
        .into_iter()
        .map(|(seed, warnings)| {
            std::thread::spawn(move || -> Result<(Vec<f64>, String), RuntimeError> {
                let mut engine = Engine::new();
                engine.capture_output();
                engine.eval(&format!("rng({seed}); warning {warnings}"))?;
                engine.eval("r = rand(1, 2); warning('demo:w', 'hello from the engine');")?;
                let r = engine.get("r")?.to_f64_vec().unwrap_or_default();
                Ok((r, engine.take_output()))
            })
        })
        .collect();
    let results: Vec<(Vec<f64>, String)> = workers
        .into_iter()
        .map(|worker| worker.join().map_err(|_| "a worker panicked"))
        .collect::<Result<Result<_, _>, _>>()??;
    check(results[0].0 != results[1].0, "separate random streams")?;
    check(
        !results[0].1.contains("hello"),
        "engine 1 silenced warnings",
    )?;
    check(results[1].1.contains("hello"), "engine 2 still warns")?;
    println!("two engines on two threads kept their own rng and warning states");
    Ok(())
}

fn check(condition: bool, what: &str) -> Result<(), String> {
    if condition {
        Ok(())
    } else {
        Err(format!("check failed: {what}"))
    }
}
