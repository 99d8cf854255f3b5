//! A host program embedding ferromat: it hands a matrix to a MATLAB
//! session, runs code on it, captures what the code prints, reads results
//! back as `ndarray` arrays, calls a builtin directly, and handles an error
//! as a value. Run it with `cargo run --example embed`. It must stay a
//! small, readable tour of the `Engine` API, not a test of it.

use ferromat::{Engine, Value};
use ndarray::arr2;

fn main() {
    let mut engine = Engine::new();
    engine.capture_output();

    // A matrix from Rust becomes a MATLAB variable.
    let readings = arr2(&[[3.0, 1.0, 5.0], [4.0, 2.0, 6.0]]).into_dyn();
    if let Err(error) = engine.set("A", readings) {
        eprintln!("{error}");
        return;
    }

    // MATLAB code runs on it; what it prints is captured.
    match engine.eval("[m, idx] = max(A)") {
        Ok(()) => print!("The session printed:\n{}", engine.take_output()),
        Err(error) => eprintln!("{error}"),
    }

    // Results come back as ndarray arrays in MATLAB's shape.
    match engine.get_array::<f64>("m") {
        Ok(m) => println!("Column maxima as ndarray: {m}"),
        Err(error) => eprintln!("{error}"),
    }

    // A builtin can be called without source text.
    let row = Value::row(vec![4.0, -2.0, 7.0]);
    match engine.call("min", &[row], 2) {
        Ok(outputs) => println!(
            "min of [4 -2 7]: value {:?} at index {:?}",
            outputs.first().and_then(Value::as_f64),
            outputs.get(1).and_then(Value::as_f64)
        ),
        Err(error) => eprintln!("{error}"),
    }

    // Errors are values with MATLAB identifiers; the session lives on.
    if let Err(error) = engine.eval("max([1 2 3], [1 2])") {
        println!("Caught {}: {}", error.identifier, error.message);
    }
    let total = engine
        .eval("s = sum(m);")
        .and_then(|()| engine.get("s"))
        .map(|s| s.as_f64());
    match total {
        Ok(Some(total)) => println!("The session still works: sum(m) = {total}"),
        Ok(None) => eprintln!("sum(m) is not a real scalar"),
        Err(error) => eprintln!("{error}"),
    }
}
