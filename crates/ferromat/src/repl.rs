//! The interactive session: a `>> ` prompt on a real terminal (rustyline),
//! continuation lines for unfinished blocks and brackets, history kept in
//! `~/.ferromat_history`, Tab completion, Ctrl-C that stops the running
//! statement, and errors that leave the workspace intact.
//!
//! It must not interpret MATLAB itself: whether input is complete is the
//! parser's answer (`ParseError::incomplete`), and running it is the Engine's.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use ferromat_runtime::interp::output::take_stdout_line;
use ferromat_runtime::{Engine, FigureFormat};
use ferromat_syntax::{ExprKind, StmtKind};
use rustyline::config::{CompletionType, Config};
use rustyline::error::ReadlineError;
use rustyline::history::FileHistory;
use rustyline::Editor;

use crate::cli::{exit_code, print_error, FAILURE_STATUS};
use crate::completion::{ReplHelper, Snapshot};

/// The prompt MATLAB shows when it waits for a command.
pub const PROMPT: &str = ">> ";
/// Shown while a block, bracket or `...` line is still open. MATLAB shows no
/// prompt there; a short marker tells the user that input is still awaited.
pub const CONTINUATION_PROMPT: &str = ".. ";
/// The history file's name in the user's home folder.
pub const HISTORY_FILE: &str = ".ferromat_history";
const HISTORY_SIZE: usize = 10_000;
/// Identifier of the error a Ctrl-C raises in running code.
const INTERRUPTED_IDENTIFIER: &str = "MATLAB:interrupted";
/// Clears the screen and moves the cursor home (what `clc` does).
const CLEAR_SCREEN: &str = "\x1b[2J\x1b[H";

pub fn run(mut engine: Engine) -> ExitCode {
    let snapshot = Rc::new(RefCell::new(Snapshot::default()));
    let mut editor = match open_editor(&snapshot) {
        Ok(editor) => editor,
        Err(error) => {
            eprintln!("ferromat: cannot open the terminal: {error}");
            return ExitCode::from(FAILURE_STATUS);
        }
    };
    let mut history = History::new(history_path());
    history.load(&mut editor);
    let running = Arc::new(AtomicBool::new(false));
    install_interrupt_handler(engine.interpreter().interrupt.clone(), running.clone());
    snapshot.borrow_mut().refresh(engine.interpreter());
    println!(
        "ferromat {} -- type \"help\" for a list of functions, \"exit\" to leave.",
        env!("CARGO_PKG_VERSION")
    );

    let mut block = String::new();
    loop {
        let prompt = if block.is_empty() {
            PROMPT
        } else {
            CONTINUATION_PROMPT
        };
        // Output that did not end its line stays, with the prompt after it
        // (`fprintf('abc')` leaves `abc>> `): the editor redraws the whole
        // prompt line, so the unfinished text becomes part of the prompt.
        let prompt = match take_stdout_line() {
            Some(line) => format!("{line}{prompt}"),
            None => {
                println!();
                prompt.to_string()
            }
        };
        match editor.readline(&prompt) {
            Ok(line) => {
                block.push_str(&line);
                block.push('\n');
                if needs_more_input(&block) {
                    continue;
                }
                let source = std::mem::take(&mut block);
                if source.trim().is_empty() {
                    continue;
                }
                history.remember(&mut editor, &source);
                if let Some(code) = run_block(&mut engine, &source, &running) {
                    return ExitCode::from(code);
                }
                snapshot.borrow_mut().refresh(engine.interpreter());
            }
            // Ctrl-C at the prompt abandons the line (and an open block).
            Err(ReadlineError::Interrupted) => block.clear(),
            Err(ReadlineError::Eof) => return ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("ferromat: {error}");
                return ExitCode::from(FAILURE_STATUS);
            }
        }
    }
}

fn open_editor(
    snapshot: &Rc<RefCell<Snapshot>>,
) -> rustyline::Result<Editor<ReplHelper, FileHistory>> {
    let config = Config::builder()
        .max_history_size(HISTORY_SIZE)?
        .history_ignore_dups(true)?
        .auto_add_history(false)
        .completion_type(CompletionType::List)
        .build();
    let mut editor = Editor::with_config(config)?;
    editor.set_helper(Some(ReplHelper::new(snapshot.clone())));
    Ok(editor)
}

/// True while `source` ends inside an unfinished construct: a block without
/// its `end`, an open bracket or a line continued with `...`.
pub fn needs_more_input(source: &str) -> bool {
    match ferromat_syntax::parse(source) {
        Err(error) => error.incomplete,
        // In a file a function may end with the file, so the parser accepts
        // `function f` alone; at the prompt its body is still to come. It is
        // open exactly when one more `end` still parses.
        Ok(program) => {
            !program.functions.is_empty()
                && ferromat_syntax::parse(&format!("{source}end\n")).is_ok()
        }
    }
}

/// Runs one complete input; returns the exit status if it called `exit`.
fn run_block(engine: &mut Engine, source: &str, running: &AtomicBool) -> Option<u8> {
    for segment in split_at_clc(source) {
        let code = match segment {
            Segment::ClearScreen => {
                clear_screen();
                continue;
            }
            Segment::Code(code) => code,
        };
        engine.interpreter().reset_interrupt();
        running.store(true, Ordering::SeqCst);
        let result = engine.eval(code);
        running.store(false, Ordering::SeqCst);
        if let Err(error) = result {
            if let Some(status) = exit_code(&error) {
                return Some(status);
            }
            if error.identifier == INTERRUPTED_IDENTIFIER {
                // The terminal echoed `^C` where the cursor was.
                eprintln!();
                take_stdout_line();
            } else {
                end_output_line();
            }
            print_error(&error);
            show_figures(engine);
            return None;
        }
    }
    show_figures(engine);
    None
}

/// Starts a new line if the code's output left one unfinished, before the
/// REPL prints something of its own.
fn end_output_line() {
    if take_stdout_line().is_none_or(|line| !line.is_empty()) {
        println!();
    }
}

/// Writes each figure the input changed (or `drawnow`/`shg`/`figure`
/// asked to show again) to a PNG in the temp folder and says where: the
/// REPL draws off screen. In a terminal with an inline image protocol
/// (kitty, iTerm2, sixel) the PNG is also shown in place.
fn show_figures(engine: &mut Engine) {
    let changed = engine.changed_figures();
    if changed.is_empty() {
        return;
    }
    end_output_line();
    let inline = crate::inline_image::terminal_protocol();
    let dir = std::env::temp_dir().join(format!("ferromat-figures-{}", std::process::id()));
    for number in changed {
        let written = std::fs::create_dir_all(&dir)
            .map_err(|e| e.to_string())
            .and_then(|()| {
                let bytes = engine
                    .figure_bytes(number, FigureFormat::Png, Some(96.0))
                    .map_err(|e| e.into_parts().message)?;
                let path = dir.join(format!("figure{number}.png"));
                std::fs::write(&path, &bytes)
                    .map(|()| (path, bytes))
                    .map_err(|e| e.to_string())
            });
        match written {
            Ok((path, bytes)) => {
                if let Some(protocol) = inline {
                    match crate::inline_image::escape_sequence(protocol, &bytes) {
                        Ok(sequence) => println!("{sequence}"),
                        Err(message) => {
                            eprintln!("ferromat: cannot show figure {number} inline: {message}")
                        }
                    }
                }
                println!("Figure {number}: {}", path.display())
            }
            Err(message) => eprintln!("ferromat: cannot show figure {number}: {message}"),
        }
    }
}

/// A piece of one input: code to run, or a `clc` statement, which the REPL
/// performs itself because only this crate touches the terminal.
#[derive(Debug, PartialEq)]
enum Segment<'a> {
    Code(&'a str),
    ClearScreen,
}

/// Splits `source` around its top-level `clc` statements so that output
/// printed before a `clc` is wiped and output after it stays.
fn split_at_clc(source: &str) -> Vec<Segment<'_>> {
    let Ok(program) = ferromat_syntax::parse(source) else {
        // The engine reports the syntax error.
        return vec![Segment::Code(source)];
    };
    if !program.functions.is_empty() {
        return vec![Segment::Code(source)];
    }
    let mut segments = Vec::new();
    let mut start = 0;
    for statement in &program.statements {
        if !is_clc(&statement.kind) {
            continue;
        }
        let (clc_start, clc_end) = (statement.span.start as usize, statement.span.end as usize);
        if let Some(before) = source.get(start..clc_start) {
            let before = before.trim_start_matches([';', ',']);
            if !before.trim().is_empty() {
                segments.push(Segment::Code(before));
            }
        }
        segments.push(Segment::ClearScreen);
        start = clc_end;
    }
    if let Some(rest) = source.get(start..) {
        let rest = rest.trim_start_matches([';', ',']);
        if !rest.trim().is_empty() {
            segments.push(Segment::Code(rest));
        }
    }
    segments
}

fn is_clc(kind: &StmtKind) -> bool {
    match kind {
        StmtKind::Expr(expr) => matches!(&expr.kind, ExprKind::Ident(name) if name == "clc"),
        StmtKind::Command { name, args } => name.name == "clc" && args.is_empty(),
        _ => false,
    }
}

fn clear_screen() {
    use std::io::{IsTerminal, Write};
    let mut stdout = std::io::stdout();
    if stdout.is_terminal() {
        let _ = stdout.write_all(CLEAR_SCREEN.as_bytes());
        let _ = stdout.flush();
    }
}

/// Ctrl-C while code runs sets the interpreter's interrupt flag, which it
/// checks at every statement and loop iteration. At the prompt the terminal
/// is in raw mode and rustyline sees Ctrl-C as a key instead.
fn install_interrupt_handler(interrupt: Arc<AtomicBool>, running: Arc<AtomicBool>) {
    let handler = move || {
        if running.load(Ordering::SeqCst) {
            interrupt.store(true, Ordering::SeqCst);
        }
    };
    if let Err(error) = ctrlc::set_handler(handler) {
        eprintln!("Warning: Ctrl-C cannot interrupt running code ({error}).");
    }
}

/// `~/.ferromat_history`, when there is a home folder.
fn history_path() -> Option<PathBuf> {
    let home = std::env::var_os("HOME").filter(|h| !h.is_empty())?;
    Some(Path::new(&home).join(HISTORY_FILE))
}

/// The history file: every complete input is one entry (a multi-line block
/// too, so up-arrow recalls it whole), appended as soon as it is entered.
/// A missing or read-only home only costs persistence, never the session.
struct History {
    path: Option<PathBuf>,
    warned: bool,
}

impl History {
    fn new(path: Option<PathBuf>) -> History {
        History {
            path,
            warned: false,
        }
    }

    fn load(&self, editor: &mut Editor<ReplHelper, FileHistory>) {
        if let Some(path) = self.path.as_deref().filter(|p| p.exists()) {
            let _ = editor.load_history(path);
        }
    }

    fn remember(&mut self, editor: &mut Editor<ReplHelper, FileHistory>, source: &str) {
        let entry = source.trim_end_matches(['\n', '\r']);
        let _ = editor.add_history_entry(entry);
        let Some(path) = self.path.as_deref() else {
            return;
        };
        if let Err(error) = editor.append_history(path) {
            if !self.warned {
                self.warned = true;
                eprintln!(
                    "Warning: history is not saved to {}: {error}",
                    path.display()
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unfinished_blocks_brackets_and_continuations_ask_for_more() {
        let unfinished = [
            "if x > 1\n",
            "for i = 1:3\n",
            "for i = 1:3\n  y = i;\n",
            "while true\n",
            "switch k\ncase 1\n",
            "try\n  x = 1;\ncatch err\n",
            "function y = f(x)\n",
            "function y = f(x)\n  if x\n    y = 1;\n  end\n",
            "x = [1 2\n",
            "x = [1, 2, ...\n",
            "c = {1, 2\n",
            "y = f(1,\n",
            "x = 1 + ...\n",
            "if a\n  for i = 1:2\n  end\n",
        ];
        for source in unfinished {
            assert!(needs_more_input(source), "should continue: {source:?}");
        }
    }

    #[test]
    fn complete_input_and_syntax_errors_run_at_once() {
        let complete = [
            "x = 3\n",
            "for i=1:3, y = i; end\n",
            "for i = 1:3\n  y = i;\nend\n",
            "x = [1 2\n3 4]\n",
            "x = 1 + ...\n 2\n",
            "s = 'for'\n",
            "% if\n",
            "x = )\n",
            "end\n",
            "function y = f(x)\n  y = x;\nend\n",
        ];
        for source in complete {
            assert!(!needs_more_input(source), "should run: {source:?}");
        }
    }

    #[test]
    fn clc_splits_the_input_around_it() {
        assert_eq!(split_at_clc("x = 1\n"), vec![Segment::Code("x = 1\n")]);
        assert_eq!(split_at_clc("clc\n"), vec![Segment::ClearScreen]);
        assert_eq!(
            split_at_clc("x = 1; clc; y = 2\n"),
            vec![
                Segment::Code("x = 1; "),
                Segment::ClearScreen,
                Segment::Code(" y = 2\n"),
            ]
        );
        assert_eq!(
            split_at_clc("clc; x = 1; clc\n"),
            vec![
                Segment::ClearScreen,
                Segment::Code(" x = 1; "),
                Segment::ClearScreen,
            ]
        );
        assert_eq!(split_at_clc("clcx = 1\n").len(), 1);
    }

    #[test]
    fn history_lives_in_home() {
        let path = history_path();
        if let Some(home) = std::env::var_os("HOME").filter(|h| !h.is_empty()) {
            assert_eq!(path, Some(Path::new(&home).join(".ferromat_history")));
        } else {
            assert_eq!(path, None);
        }
    }
}
