//! Tests of the embedding API added for hosts: host functions, compiled
//! programs, error locations, per-engine state across threads and the
//! `ndarray` layouts.

use std::sync::{Arc, Barrier};

use ndarray::ArrayD;

use super::*;
use crate::error::SourceLocation;

fn engine() -> Engine {
    let mut engine = Engine::new();
    engine.capture_output();
    engine
}

#[test]
fn host_function_converts_typed_arguments() {
    let mut engine = engine();
    engine
        .register_fn("describe", |call| {
            let x: f64 = call.arg(0)?;
            let v: Vec<f64> = call.arg(1)?;
            let m: ArrayD<f64> = call.arg(2)?;
            let label: String = call.arg(3)?;
            let flag: bool = call.arg(4)?;
            let any: Value = call.arg(5)?;
            Ok(format!(
                "{x} {v:?} {:?} {label} {flag} {}",
                m.as_slice(),
                any.class().name()
            ))
        })
        .unwrap();
    engine
        .eval("t = describe(2, int8([1 2]), [1 2; 3 4], \"lbl\", true, {1});")
        .unwrap();
    assert_eq!(
        engine.get("t").unwrap().as_text().unwrap(),
        "2 [1.0, 2.0] Some([1.0, 2.0, 3.0, 4.0]) lbl true cell"
    );
}

#[test]
fn host_function_sees_nargin_and_nargout_and_returns_several_outputs() {
    let mut engine = engine();
    engine
        .register(
            HostFunction::new("counts", |call| {
                Ok((call.nargin() as f64, call.nargout() as f64))
            })
            .outputs(2),
        )
        .unwrap();
    engine
        .eval("[a, b] = counts(1, 2, 3); c = counts();")
        .unwrap();
    assert_eq!(engine.get("a").unwrap().as_f64(), Some(3.0));
    assert_eq!(engine.get("b").unwrap().as_f64(), Some(2.0));
    assert_eq!(engine.get("c").unwrap().as_f64(), Some(0.0));
    let error = engine.eval("[a, b, c] = counts();").unwrap_err();
    assert_eq!(error.identifier, "MATLAB:TooManyOutputs");
    // Through a handle and feval too.
    engine
        .eval("h = @counts; d = h(1); e = feval('counts', 1, 2);")
        .unwrap();
    assert_eq!(engine.get("d").unwrap().as_f64(), Some(1.0));
    assert_eq!(engine.get("e").unwrap().as_f64(), Some(2.0));
}

#[test]
fn host_function_errors_are_matlab_errors() {
    let mut engine = engine();
    engine
        .register(
            HostFunction::new("checked", |call| {
                let x: f64 = call.arg(0)?;
                if x < 0.0 {
                    return Err(RuntimeError::new("host:negative", "Must be nonnegative."));
                }
                Ok(x)
            })
            .inputs(1, 1),
        )
        .unwrap();
    let error = engine.eval("checked(-1)").unwrap_err();
    assert_eq!(error.identifier, "host:negative");
    assert_eq!(error.function.as_deref(), Some("checked"));
    assert_eq!(
        error.to_string(),
        "Error using checked\nMust be nonnegative."
    );
    assert_eq!(
        engine.eval("checked(1, 2)").unwrap_err().identifier,
        "MATLAB:TooManyInputs"
    );
    assert_eq!(
        engine.eval("checked('a b')").unwrap_err().identifier,
        "ferromat:hostFunction:invalidArgument"
    );
    engine
        .eval("try, checked(-2), catch e, id = e.identifier; end")
        .unwrap();
    assert_eq!(
        engine.get("id").unwrap().as_text().unwrap(),
        "host:negative"
    );
}

#[test]
fn host_function_shows_in_help_which_exist_and_completion() {
    let mut engine = engine();
    engine
        .register(
            HostFunction::new("hostly_thing", |_| Ok(1.0))
                .summary("A thing from the host")
                .help("Returns one."),
        )
        .unwrap();
    engine
        .eval("help hostly_thing\nwhich hostly_thing\nx = exist('hostly_thing');")
        .unwrap();
    let output = engine.take_output();
    assert!(
        output.contains(" hostly_thing - A thing from the host"),
        "{output}"
    );
    assert!(output.contains("Returns one."), "{output}");
    assert!(output.contains("host function (hostly_thing)"), "{output}");
    assert_eq!(engine.get("x").unwrap().as_f64(), Some(5.0));
    assert!(engine
        .completions("hostly")
        .contains(&"hostly_thing".to_string()));
    assert!(engine.unregister_fn("hostly_thing"));
    assert!(engine.eval("hostly_thing").is_err());
}

#[test]
fn host_function_replaces_a_builtin_but_a_user_file_wins() {
    let mut engine = engine();
    engine.register_fn("numel", |_| Ok(-1.0)).unwrap();
    // Call sites lowered before and after registration both see it.
    engine.eval("a = numel([1 2 3]);").unwrap();
    assert_eq!(engine.get("a").unwrap().as_f64(), Some(-1.0));
    let folder = std::env::temp_dir().join(format!("ferromat-host-shadow-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(
        folder.join("numel.m"),
        "function n = numel(x)\nn = 42;\nend\n",
    )
    .unwrap();
    engine.add_path(&folder);
    engine.eval("b = numel([1 2 3]);").unwrap();
    assert_eq!(engine.get("b").unwrap().as_f64(), Some(42.0));
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn compiled_program_runs_repeatedly_and_in_other_engines() {
    let mut engine = engine();
    let program = engine.compile("k = k + 1;").unwrap();
    engine.eval("k = 0;").unwrap();
    for _ in 0..5 {
        engine.run(&program).unwrap();
    }
    assert_eq!(engine.get("k").unwrap().as_f64(), Some(5.0));
    let mut other = self::engine();
    other.set("k", 10.0).unwrap();
    other.run(&program).unwrap();
    assert_eq!(other.get("k").unwrap().as_f64(), Some(11.0));
    // A failing run leaves the program reusable.
    let failing = engine.compile("z = nope + 1;").unwrap();
    assert!(engine.run(&failing).is_err());
    engine.set("nope", 1.0).unwrap();
    engine.run(&failing).unwrap();
    assert_eq!(engine.get("z").unwrap().as_f64(), Some(2.0));
}

#[test]
fn parse_errors_are_structured() {
    let engine = engine();
    let error = engine.compile("x = 1;\ny = 2 +* 3;").unwrap_err();
    assert_eq!(error.identifier, "MATLAB:parse");
    let location = error.location.expect("location");
    assert_eq!(location.line, 2);
    assert!(location.column > 1, "{location:?}");
    let detail = error.parse.clone().expect("parse detail");
    assert!(!detail.message.is_empty());
    let unfinished = engine.compile("if true\nx = 1;").unwrap_err();
    assert!(unfinished.parse.as_ref().expect("detail").incomplete);
}

#[test]
fn runtime_errors_carry_their_location_also_inside_eval() {
    let mut engine = engine();
    let error = engine
        .eval("x = 1;\n  y = undefined_thing + 1;")
        .unwrap_err();
    assert_eq!(error.identifier, "MATLAB:UndefinedFunction");
    assert_eq!(error.location, Some(SourceLocation { line: 2, column: 3 }));
    // Inside eval'd text, the location is in that text.
    let error = engine
        .eval("a = 1;\nb = 2; eval('c = 3;  d = nope_here;');")
        .unwrap_err();
    assert_eq!(error.location, Some(SourceLocation { line: 1, column: 9 }));
    // A syntax error in eval'd text too.
    let error = engine.eval("eval('q = (1 + ;')").unwrap_err();
    assert_eq!(error.identifier, "MATLAB:parse");
    assert_eq!(error.location.map(|l| l.line), Some(1));
}

#[test]
fn ndarray_round_trip_keeps_the_natural_layout() {
    let mut engine = engine();
    let input = ndarray::Array::from_shape_vec((2, 3), vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
        .unwrap()
        .into_dyn();
    engine.set("a", input.clone()).unwrap();
    engine.eval("b = a';").unwrap();
    let a = engine.get_array::<f64>("a").unwrap();
    assert_eq!(a, input);
    assert_eq!(a.as_slice(), Some(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0][..]));
    let b = engine.get_array::<f64>("b").unwrap();
    assert_eq!(b.shape(), &[3, 2]);
    assert_eq!(b.as_slice(), Some(&[1.0, 4.0, 2.0, 5.0, 3.0, 6.0][..]));
    // A column-major input is accepted and comes back in standard layout.
    let fortran = input.t().to_owned().reversed_axes();
    engine.set("c", fortran).unwrap();
    assert_eq!(engine.get_array::<f64>("c").unwrap(), input);
}

/// What one engine observed in [`engines_on_two_threads_keep_their_own_state`].
struct Observed {
    output: String,
    random: Vec<f64>,
    folder: String,
    variable: Option<f64>,
    path_has_other: bool,
}

fn run_session(me: usize, barrier: Arc<Barrier>, folder: std::path::PathBuf) -> Observed {
    let mut engine = engine();
    let other = format!("ferromat_other_engine_{}", 1 - me);
    // Step 1: each engine changes its own state.
    if me == 0 {
        engine.eval("warning('off', 'all'); rng(1);").unwrap();
    } else {
        engine.eval("rng(2);").unwrap();
    }
    engine.add_path(folder.join(format!("ferromat_other_engine_{me}")));
    engine.interpreter().current_folder.clone_from(&folder);
    engine.set(&format!("only_in_{me}"), me as f64).unwrap();
    engine.set_max_array_bytes(Some(if me == 0 { 1024 } else { 1 << 30 }));
    barrier.wait();
    // Step 2: each reads back, after the other has changed its state.
    engine
        .eval("warning('ferromat:test', 'from the engine'); r = rand(1, 3);")
        .unwrap();
    let big = engine.eval("big = zeros(1, 1000);");
    assert_eq!(big.is_err(), me == 0, "engine {me}'s own array limit");
    barrier.wait();
    Observed {
        output: engine.take_output(),
        random: engine.get("r").unwrap().to_f64_vec().unwrap(),
        folder: {
            engine.eval("p = pwd;").unwrap();
            engine.get("p").unwrap().as_text().unwrap()
        },
        variable: engine
            .get(&format!("only_in_{}", 1 - me))
            .ok()
            .and_then(|v| v.as_f64()),
        path_has_other: engine
            .interpreter()
            .path
            .iter()
            .any(|p| p.ends_with(&other)),
    }
}

#[test]
fn engines_on_two_threads_keep_their_own_state() {
    let base = std::env::temp_dir().join(format!("ferromat-two-engines-{}", std::process::id()));
    let folders = [base.join("a"), base.join("b")];
    for folder in &folders {
        std::fs::create_dir_all(folder).unwrap();
    }
    let barrier = Arc::new(Barrier::new(2));
    let threads: Vec<_> = (0..2)
        .map(|me| {
            let barrier = barrier.clone();
            let folder = folders[me].clone();
            std::thread::spawn(move || run_session(me, barrier, folder))
        })
        .collect();
    let seen: Vec<Observed> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    assert!(
        !seen[0].output.contains("from the engine"),
        "engine 0 silenced its warnings"
    );
    assert!(
        seen[1].output.contains("Warning: from the engine"),
        "{}",
        seen[1].output
    );
    // Each stream is the one its own seed gives, alone on one thread.
    for (me, seed) in [(0, 1), (1, 2)] {
        let mut alone = engine();
        alone
            .eval(&format!("rng({seed}); r = rand(1, 3);"))
            .unwrap();
        assert_eq!(
            seen[me].random,
            alone.get("r").unwrap().to_f64_vec().unwrap()
        );
        assert!(
            seen[me].folder.ends_with(["a", "b"][me]),
            "{}",
            seen[me].folder
        );
        assert_eq!(seen[me].variable, None);
        assert!(!seen[me].path_has_other);
    }
    assert_ne!(seen[0].random, seen[1].random);
    std::fs::remove_dir_all(&base).ok();
}

#[test]
fn warning_state_is_per_engine_on_one_thread() {
    let mut quiet = engine();
    let mut loud = engine();
    quiet.eval("warning off").unwrap();
    quiet.eval("warning('x:y', 'quiet one')").unwrap();
    loud.eval("warning('x:y', 'loud one')").unwrap();
    assert_eq!(quiet.take_output(), "");
    assert!(loud.take_output().contains("Warning: loud one"));
}
