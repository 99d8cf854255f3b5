//! The interactive session: a `>> ` prompt on a real terminal (rustyline),
//! continuation lines for unfinished blocks and brackets, and errors that
//! leave the workspace intact.

use std::process::ExitCode;

use ferromat_runtime::display::render_error;
use ferromat_runtime::Engine;
use rustyline::error::ReadlineError;
use rustyline::DefaultEditor;

use crate::cli::exit_code;

pub fn run(mut engine: Engine) -> ExitCode {
    let Ok(mut editor) = DefaultEditor::new() else {
        eprintln!("ferromat: cannot open the terminal");
        return ExitCode::from(2);
    };
    let mut pending = String::new();
    loop {
        let prompt = if pending.is_empty() { ">> " } else { "" };
        match editor.readline(prompt) {
            Ok(line) => {
                pending.push_str(&line);
                pending.push('\n');
                if let Err(error) = ferromat_syntax::parse(&pending) {
                    if error.incomplete {
                        continue;
                    }
                }
                let _ = editor.add_history_entry(pending.trim_end());
                let source = std::mem::take(&mut pending);
                if let Err(error) = engine.eval(&source) {
                    if let Some(code) = exit_code(&error) {
                        return ExitCode::from(code);
                    }
                    eprint!("{}", render_error(&error));
                }
            }
            Err(ReadlineError::Interrupted) => pending.clear(),
            Err(ReadlineError::Eof) => return ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("ferromat: {error}");
                return ExitCode::from(2);
            }
        }
    }
}
