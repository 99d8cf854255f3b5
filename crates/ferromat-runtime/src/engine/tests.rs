//! Every `Engine` method reports bad input as an error value, and the
//! engine keeps working (and keeps its variables) after any error.

use super::*;
use std::sync::Mutex;

fn engine() -> Engine {
    let mut engine = Engine::new();
    engine.capture_output();
    engine
}

/// The engine still evaluates code and still has `kept` after an error.
fn assert_usable(engine: &mut Engine) {
    engine.eval("probe__ = kept + 1;").unwrap();
    assert_eq!(engine.get("probe__").unwrap().as_f64(), Some(8.0));
}

#[test]
fn unknown_variable_is_an_error() {
    let mut engine = engine();
    engine.set("kept", 7.0).unwrap();
    let error = engine.get("nope").unwrap_err();
    assert_eq!(error.identifier, "MATLAB:UndefinedFunction");
    assert!(engine.get_array::<f64>("nope").is_err());
    assert_usable(&mut engine);
}

#[test]
fn wrong_conversion_to_ndarray_is_an_error() {
    let mut engine = engine();
    engine.set("kept", 7.0).unwrap();
    engine
        .eval("c = {1, 2}; s = 'text'; st.a = 1; z = int8(3);")
        .unwrap();
    for name in ["c", "s", "st", "z"] {
        assert!(engine.get_array::<f64>(name).is_err(), "{name}");
    }
    assert!(engine.get_array::<i8>("z").is_ok());
    assert_usable(&mut engine);
}

#[test]
fn invalid_variable_names_are_errors() {
    let mut engine = engine();
    engine.set("kept", 7.0).unwrap();
    for name in ["", "1x", "a b", "x-y", "_x", "é"] {
        assert!(engine.set(name, 1.0).is_err(), "{name:?}");
    }
    assert_usable(&mut engine);
}

#[test]
fn failing_scripts_keep_earlier_work() {
    let mut engine = engine();
    engine.set("kept", 7.0).unwrap();
    let error = engine
        .eval("before = 1; error('my:id', 'boom'); after = 2;")
        .unwrap_err();
    assert_eq!(error.identifier, "my:id");
    assert_eq!(engine.get("before").unwrap().as_f64(), Some(1.0));
    assert!(engine.get("after").is_err());
    assert!(engine.eval("x = [1 2").is_err());
    assert!(engine.eval("x = zeros(1e6, 1e6);").is_err());
    assert!(engine.eval("x = ones(1e5, 1e5, 1e5);").is_err());
    assert!(engine.run_file("/no/such/file.m").is_err());
    assert_usable(&mut engine);
}

#[test]
fn bad_calls_are_errors() {
    let mut engine = engine();
    engine.set("kept", 7.0).unwrap();
    assert!(engine.call("no_such_function_xyz", &[], 1).is_err());
    assert!(engine.call("max", &[], 1).is_err());
    assert!(engine.call("max", &[Value::scalar(1.0)], 5).is_err());
    let outputs = engine
        .call("max", &[Value::row(vec![3.0, 9.0, 2.0])], 2)
        .unwrap();
    assert_eq!(outputs[1].as_f64(), Some(2.0));
    assert_usable(&mut engine);
}

#[test]
fn recursion_limit_option_and_anonymous_recursion() {
    let mut engine = engine();
    engine.set("kept", 7.0).unwrap();
    engine.set_recursion_limit(30);
    let error = engine.eval("f = @(g, n) g(g, n + 1); f(f, 1)").unwrap_err();
    assert_eq!(error.message, "Maximum recursion limit of 30 reached.");
    assert_usable(&mut engine);
    engine.eval("r = get(0, 'RecursionLimit');").unwrap();
    assert_eq!(engine.get("r").unwrap().as_f64(), Some(30.0));
}

#[test]
fn step_budget_stops_endless_loops() {
    let mut engine = engine();
    engine.set("kept", 7.0).unwrap();
    engine.set_step_budget(Some(10_000));
    let error = engine.eval("while true, end").unwrap_err();
    assert_eq!(error.identifier, "ferromat:stepBudgetExceeded");
    engine.set_step_budget(None);
    assert_usable(&mut engine);
}

#[test]
fn step_budget_counts_callbacks_and_resets_per_call() {
    let mut engine = engine();
    engine.set("kept", 7.0).unwrap();
    engine.set_step_budget(Some(10_000));
    // One statement, but 100000 anonymous-function calls inside cellfun,
    // whose ErrorHandler must not swallow the budget error either.
    let error = engine
        .eval("c = cellfun(@(x) x + 1, num2cell(1:1e5), 'ErrorHandler', @(e, x) 0);")
        .unwrap_err();
    assert_eq!(error.identifier, "ferromat:stepBudgetExceeded");
    // Each call starts with the whole budget: 6000 steps twice is fine.
    for _ in 0..2 {
        engine.eval("for k = 1:3000, end").unwrap();
    }
    engine.set_step_budget(None);
    assert_usable(&mut engine);
}

#[test]
fn mexception_last_is_the_last_uncaught_error() {
    let mut engine = engine();
    engine
        .eval("try, error('a:caught', 'caught'), catch, end")
        .unwrap();
    engine.eval("ME = MException.last;").unwrap();
    assert!(engine.get("ME").unwrap().is_empty());
    assert!(engine
        .eval("error('b:uncaught', 'not caught %d', 7)")
        .is_err());
    engine
        .eval("ME = MException.last; id = ME.identifier; msg = ME.message;")
        .unwrap();
    assert_eq!(engine.get("id").unwrap(), Value::char_row("b:uncaught"));
    assert_eq!(engine.get("msg").unwrap(), Value::char_row("not caught 7"));
    engine
        .eval("MException.last('reset'); ME = MException.last;")
        .unwrap();
    assert!(engine.get("ME").unwrap().is_empty());
}

#[test]
fn path_functions_are_cached_within_a_command_and_reloaded_after_a_change() {
    let folder = std::env::temp_dir().join(format!("ferromat-reload-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let file = folder.join("reload_probe.m");
    let write = |body: &str, seconds: u64| {
        std::fs::write(
            &file,
            format!("function y = reload_probe\ny = {body};\nend\n"),
        )
        .unwrap();
        // An explicit, distinct modification time: two writes within the
        // file system's timestamp resolution must still look different.
        let stamp = std::time::UNIX_EPOCH + std::time::Duration::from_secs(seconds);
        std::fs::File::options()
            .write(true)
            .open(&file)
            .unwrap()
            .set_modified(stamp)
            .unwrap();
    };
    write("1", 1_000_000);
    let mut engine = engine();
    engine.add_path(&folder);
    engine
        .eval("s = 0; for k = 1:50, s = s + reload_probe(); end")
        .unwrap();
    assert_eq!(engine.get("s").unwrap().as_f64(), Some(50.0));
    write("2", 2_000_000);
    engine.eval("t = reload_probe();").unwrap();
    assert_eq!(engine.get("t").unwrap().as_f64(), Some(2.0));
    std::fs::remove_file(&file).unwrap();
    let error = engine.eval("u = reload_probe();").unwrap_err();
    assert_eq!(error.identifier, "MATLAB:UndefinedFunction");
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn exit_and_the_step_budget_cannot_be_caught() {
    let mut engine = engine();
    let error = engine.eval("try, exit(5), catch, end").unwrap_err();
    assert_eq!(error.identifier, crate::interp::EXIT_IDENTIFIER);
    assert_eq!(error.message, "5");
    engine.set_step_budget(Some(10_000));
    let error = engine
        .eval("try, while true, end, catch, disp('caught'), end")
        .unwrap_err();
    assert_eq!(error.identifier, "ferromat:stepBudgetExceeded");
    let error = engine
        .eval("eval('while true, end', 'disp(1)')")
        .unwrap_err();
    assert_eq!(error.identifier, "ferromat:stepBudgetExceeded");
}

/// A reader that answers prompts from a list and records them.
fn scripted(engine: &mut Engine, answers: &[&str]) -> Arc<Mutex<Vec<String>>> {
    let prompts = Arc::new(Mutex::new(Vec::new()));
    let lines = Mutex::new(answers.iter().map(|a| a.to_string()).collect::<Vec<_>>());
    let seen = prompts.clone();
    engine.set_input_reader(move |prompt| {
        seen.lock().unwrap().push(prompt.to_string());
        let mut lines = lines.lock().unwrap();
        (!lines.is_empty()).then(|| lines.remove(0))
    });
    prompts
}

#[test]
fn input_evaluates_in_the_caller_and_asks_again_after_an_error() {
    let mut engine = engine();
    engine.set("kept", 7.0).unwrap();
    let prompts = scripted(&mut engine, &["kept *", "kept * 3", "", "hello there"]);
    engine
        .eval("a = input('Value? '); b = input('Again\\n'); t = input('Name: ', 's');")
        .unwrap();
    assert_eq!(engine.get("a").unwrap().as_f64(), Some(21.0));
    assert!(engine.get("b").unwrap().is_empty());
    assert_eq!(
        engine.get("t").unwrap().as_text().as_deref(),
        Some("hello there")
    );
    assert_eq!(
        *prompts.lock().unwrap(),
        ["Value? ", "Value? ", "Again\n", "Name: "]
    );
    let error = engine.eval("c = input('More? ');").unwrap_err();
    assert_eq!(error.identifier, "MATLAB:input:endOfInput");
    assert_usable(&mut engine);
}

#[test]
fn keyboard_runs_lines_in_the_caller_until_dbcont() {
    let mut engine = engine();
    engine.set("kept", 7.0).unwrap();
    let prompts = scripted(
        &mut engine,
        &["x = 5;", "undefined_here", "x = x + 1;", "dbcont"],
    );
    engine
        .eval("function_result = 0; keyboard; after = x * 2;")
        .unwrap();
    assert_eq!(engine.get("after").unwrap().as_f64(), Some(12.0));
    assert_eq!(prompts.lock().unwrap().len(), 4);
    scripted(&mut engine, &["dbquit"]);
    let error = engine.eval("keyboard; never = 1;").unwrap_err();
    assert!(error.is_uncatchable());
    assert!(engine.get("never").is_err());
    assert_usable(&mut engine);
}
