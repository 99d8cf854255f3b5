//! End-to-end tests of the interactive session in a real pseudo-terminal:
//! multi-line blocks, Ctrl-C during a running loop, Tab completion, history
//! across restarts, `whos`, and leaving with Ctrl-D. Every expectation has a
//! timeout, so a broken REPL fails the test instead of hanging it.
//!
//! Values are checked through session commands (`which`, `whos`) whose text
//! is fixed, not through the display of values.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use rexpect::session::{spawn_command, PtySession};

/// Longest wait for any expected text.
const TIMEOUT_MS: u64 = 15_000;
const UP_ARROW: &str = "\x1b[A";

/// A scratch home folder, removed when the test ends.
struct TempHome(PathBuf);

impl TempHome {
    fn new(test: &str) -> TempHome {
        let path =
            std::env::temp_dir().join(format!("ferromat-repl-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("create a temporary home");
        TempHome(path)
    }
}

impl Drop for TempHome {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn start(home: Option<&Path>) -> PtySession {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ferromat"));
    command.env("TERM", "xterm").env("NO_COLOR", "1");
    match home {
        Some(home) => command.env("HOME", home).current_dir(home),
        None => command.env_remove("HOME"),
    };
    let mut session = spawn_command(command, Some(TIMEOUT_MS)).expect("start ferromat in a pty");
    session.exp_string(">> ").expect("first prompt");
    session
}

/// Types `line` and Enter, then waits for the next main prompt.
fn enter(session: &mut PtySession, line: &str) -> String {
    session.send_line(line).expect("type a line");
    session.exp_string(">> ").expect("prompt after the input")
}

/// Sends keys without Enter; the pty writer is buffered until flushed.
fn press(session: &mut PtySession, keys: &str) {
    session.send(keys).expect("send keys");
    session.flush().expect("flush keys");
}

#[test]
fn a_multi_line_for_loop_runs_when_its_end_is_typed() {
    let home = TempHome::new("loop");
    let mut session = start(Some(&home.0));
    enter(&mut session, "total = 0;");
    session.send_line("for i = 1:3").unwrap();
    session.exp_string(".. ").expect("continuation prompt");
    session.send_line("total = total + i;").unwrap();
    session.exp_string(".. ").expect("continuation prompt");
    session.send_line("end").unwrap();
    session.exp_string(">> ").unwrap();
    session
        .send_line("if total == 6, which six_reached, end")
        .unwrap();
    session
        .exp_string("'six_reached' not found.")
        .expect("the loop ran three times");
    session.send_line("exit").unwrap();
    session.exp_eof().expect("exit leaves");
}

#[test]
fn ctrl_c_stops_a_running_loop_and_keeps_the_workspace() {
    let home = TempHome::new("interrupt");
    let mut session = start(Some(&home.0));
    enter(&mut session, "kept = 7;");
    // `while 1` rather than `while true`: the loop needs no builtin.
    session.send_line("while 1, end").unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let pressed = Instant::now();
    session.send_control('c').unwrap();
    session
        .exp_string("Operation terminated by user")
        .expect("the loop is interrupted");
    let elapsed = pressed.elapsed();
    // The interpreter checks the flag at every iteration; the margin is for
    // loaded CI machines, the interactive figure is far below 100 ms.
    assert!(elapsed < Duration::from_secs(2), "took {elapsed:?}");
    session.exp_string(">> ").unwrap();
    session.send_line("if kept == 7, which kept, end").unwrap();
    session
        .exp_string("kept is a variable.")
        .expect("the workspace survived");
    // Ctrl-D only once the line editor is reading again: sent earlier, on a
    // loaded machine it reaches the terminal before raw mode is back.
    session.exp_string(">> ").unwrap();
    session.send_control('d').unwrap();
    session.exp_eof().expect("Ctrl-D leaves");
}

#[test]
fn ctrl_c_at_the_prompt_abandons_an_open_block() {
    let home = TempHome::new("abandon");
    let mut session = start(Some(&home.0));
    // Not `i`: that names the imaginary unit when no variable holds it.
    session.send_line("for kk = 1:3").unwrap();
    session.exp_string(".. ").unwrap();
    session.send_control('c').unwrap();
    session.exp_string(">> ").expect("back to the main prompt");
    session.send_line("which kk").unwrap();
    session
        .exp_string("'kk' not found.")
        .expect("the abandoned loop never ran");
    session.send_line("quit").unwrap();
    session.exp_eof().unwrap();
}

#[test]
fn tab_completes_variables_and_builtins() {
    let home = TempHome::new("tab");
    let mut session = start(Some(&home.0));
    enter(&mut session, "my_variable_name = 5;");
    press(&mut session, "which my_vari\t");
    session.send_line("").unwrap();
    session
        .exp_string("my_variable_name is a variable.")
        .expect("variable completed");
    session.exp_string(">> ").unwrap();
    press(&mut session, "which getRep\t");
    session.send_line("").unwrap();
    session
        .exp_string("built-in (getReport)")
        .expect("builtin completed");
    session.send_line("exit").unwrap();
    session.exp_eof().unwrap();
}

#[test]
fn tab_completes_struct_fields_and_file_names() {
    let home = TempHome::new("fields");
    std::fs::create_dir_all(home.0.join("subfolder_xyz")).unwrap();
    let mut session = start(Some(&home.0));
    enter(&mut session, "settings.tolerance = 1; settings.other = 2;");
    press(&mut session, "if settings.tol\t");
    session.send_line(" == 1, which settings, end").unwrap();
    session
        .exp_string("settings is a variable.")
        .expect("field completed");
    session.exp_string(">> ").unwrap();
    // The check runs in the same input line: a line typed while code is
    // still running can be dropped by the terminal, which made this racy.
    press(&mut session, "cd('subf\t");
    session.send_line("'), disp(pwd)").unwrap();
    session
        .exp_string("subfolder_xyz\r\n")
        .expect("folder name completed inside quotes");
    session.send_line("exit").unwrap();
    session.exp_eof().unwrap();
}

#[test]
fn ctrl_r_searches_history_and_clc_clears_the_screen() {
    let home = TempHome::new("search");
    std::fs::write(
        home.0.join(".ferromat_history"),
        "#V2\nsearched_value = 41;\nother = 1;\n",
    )
    .unwrap();
    let mut session = start(Some(&home.0));
    session.send_control('r').unwrap();
    press(&mut session, "searched");
    session.send_line("").unwrap();
    session.exp_string(">> ").unwrap();
    session.send_line("which searched_value").unwrap();
    session
        .exp_string("searched_value is a variable.")
        .expect("Ctrl-R found and ran the entry");
    session.send_line("clc").unwrap();
    session.exp_string("\x1b[2J\x1b[H").expect("screen cleared");
    session.send_line("exit").unwrap();
    session.exp_eof().unwrap();
}

#[test]
fn history_recalls_a_whole_block_after_a_restart() {
    let home = TempHome::new("history");
    let mut first = start(Some(&home.0));
    first.send_line("for k = 1:2").unwrap();
    first.exp_string(".. ").unwrap();
    first.send_line("hist_mark = k;").unwrap();
    first.exp_string(".. ").unwrap();
    first.send_line("end").unwrap();
    first.exp_string(">> ").unwrap();
    first.send_line("exit").unwrap();
    first.exp_eof().unwrap();
    let saved = std::fs::read_to_string(home.0.join(".ferromat_history")).expect("history file");
    assert!(saved.contains("for k = 1:2"), "{saved:?}");

    let mut second = start(Some(&home.0));
    // The newest entry is `exit`; the block is the one before it.
    press(&mut second, UP_ARROW);
    second.exp_string("exit").unwrap();
    press(&mut second, UP_ARROW);
    second
        .exp_string("end")
        .expect("the whole block is recalled");
    second.send_line("").unwrap();
    second.exp_string(">> ").unwrap();
    second
        .send_line("if hist_mark == 2, which hist_mark, end")
        .unwrap();
    second
        .exp_string("hist_mark is a variable.")
        .expect("the recalled block ran whole");
    second.send_line("exit").unwrap();
    second.exp_eof().unwrap();
}

#[test]
fn whos_prints_matlabs_table() {
    let home = TempHome::new("whos");
    let mut session = start(Some(&home.0));
    enter(&mut session, "a = 1; b = 2;");
    session.send_line("whos").unwrap();
    session
        .exp_string("  Name      Size            Bytes  Class     Attributes")
        .unwrap();
    session
        .exp_string("  a         1x1                 8  double")
        .unwrap();
    session
        .exp_string("  b         1x1                 8  double")
        .unwrap();
    session.send_line("exit").unwrap();
    session.exp_eof().unwrap();
}

#[test]
fn errors_keep_the_session_and_a_missing_home_is_harmless() {
    let mut session = start(None);
    enter(&mut session, "before = 1;");
    session.send_line("no_such_function_xyz(1)").unwrap();
    session
        .exp_string("Unrecognized function or variable 'no_such_function_xyz'.")
        .unwrap();
    session.exp_string(">> ").unwrap();
    session.send_line("which before").unwrap();
    session.exp_string("before is a variable.").unwrap();
    session.send_line("exit(3)").unwrap();
    session.exp_eof().unwrap();
    let status = session.process().wait().expect("exit status");
    assert!(format!("{status:?}").ends_with(", 3)"), "{status:?}");
}

#[test]
fn a_home_where_history_cannot_be_written_is_harmless() {
    let home = TempHome::new("unwritable");
    // A regular file as HOME: the history file cannot be created inside it
    // (permissions would not stop a test running as root).
    let file_home = home.0.join("not_a_folder");
    std::fs::write(&file_home, "").unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_ferromat"));
    command
        .env("TERM", "xterm")
        .env("NO_COLOR", "1")
        .env("HOME", &file_home)
        .current_dir(&home.0);
    let mut session = spawn_command(command, Some(TIMEOUT_MS)).expect("start ferromat");
    session.exp_string(">> ").unwrap();
    session.send_line("kept = 1;").unwrap();
    session
        .exp_string("Warning: history is not saved")
        .expect("one warning");
    session.exp_string(">> ").unwrap();
    session.send_line("which kept").unwrap();
    session.exp_string("kept is a variable.").unwrap();
    session.send_line("exit").unwrap();
    session.exp_eof().unwrap();
}

/// Output that does not end its line stays on screen with the prompt after
/// it, as in MATLAB (`fprintf('abc')` leaves `abc>> `); a line typed while
/// a command runs is kept and runs next.
#[test]
fn unfinished_output_lines_stay_and_typeahead_is_kept() {
    let home = TempHome::new("unfinished");
    let mut session = start(Some(&home.0));
    session.send_line("fprintf('abc')").unwrap();
    session
        .exp_string("abc>> ")
        .expect("the prompt follows the unfinished line");
    session.send_line("pause(1)").unwrap();
    std::thread::sleep(Duration::from_millis(200));
    session.send_line("if 1, which typed_ahead, end").unwrap();
    session
        .exp_string("'typed_ahead' not found.")
        .expect("the line typed during the pause ran");
    session.exp_string(">> ").unwrap();
    session.send_line("exit").unwrap();
    session.exp_eof().expect("exit leaves");
}
