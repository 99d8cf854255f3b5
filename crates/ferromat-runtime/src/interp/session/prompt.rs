//! `input` and `keyboard`: the two functions that stop a running program
//! to read the user's lines (from the terminal, standard input, or the
//! host's reader, see `interp/input.rs`) and evaluate them in the caller's
//! workspace. Reading lines is `input.rs`'s job; this file decides what a
//! line means.

use super::text_arg;
use crate::builtins::Outputs;
use crate::display::render_error;
use crate::error::{Result, RuntimeError};
use crate::interp::{Interpreter, Workspace};
use crate::value::Value;

/// What `keyboard` prompts with, as MATLAB's debugger does.
const KEYBOARD_PROMPT: &str = "K>> ";

/// Ends the program from `keyboard` (`dbquit`): not an error `try` catches.
const DBQUIT_IDENTIFIER: &str = "MATLAB:interrupted";

impl Interpreter {
    /// `x = input(prompt)` evaluates the response in the caller's
    /// workspace (an empty response is `[]`; an invalid one shows the
    /// error and asks again); `txt = input(prompt, 's')` returns the text.
    pub(super) fn input(&mut self, workspace: &mut Workspace, args: &[Value]) -> Result<Outputs> {
        let prompt = text_arg(args.first(), "input")?.replace("\\n", "\n");
        let as_text = match args.get(1) {
            None => false,
            Some(option) if text_arg(Some(option), "input")? == "s" => true,
            Some(_) => {
                return Err(RuntimeError::new(
                    "MATLAB:input:secondArgumentMustBeS",
                    "The second argument to INPUT must be 's'.",
                ))
            }
        };
        loop {
            self.tick()?;
            let Some(line) = self.input.read_line(&prompt, &self.output) else {
                return Err(RuntimeError::new(
                    "MATLAB:input:endOfInput",
                    "Input ended before a response was entered.",
                ));
            };
            if as_text {
                return Ok(Outputs::from_iter([Value::char_row(&line)]));
            }
            if line.trim().is_empty() {
                return Ok(Outputs::from_iter([Value::empty()]));
            }
            match self.eval_in(workspace, &line, 1) {
                Ok(values) => return Ok(values),
                Err(error) if error.is_uncatchable() => return Err(error),
                Err(error) => self.print_error(&render_error(&error)),
            }
        }
    }

    /// `keyboard`: reads and runs lines in the caller's workspace at the
    /// `K>>` prompt until `dbcont` (or `return`, or the end of input);
    /// `dbquit` ends the program.
    pub(super) fn keyboard(&mut self, workspace: &mut Workspace) -> Result<Outputs> {
        loop {
            self.tick()?;
            let Some(line) = self.input.read_line(KEYBOARD_PROMPT, &self.output) else {
                return Ok(Outputs::new());
            };
            match line.trim() {
                "dbcont" | "return" => return Ok(Outputs::new()),
                "dbquit" => {
                    return Err(RuntimeError::new(
                        DBQUIT_IDENTIFIER,
                        "Debugging ended (dbquit).",
                    ))
                }
                _ => match self.eval_in(workspace, &line, 0) {
                    Ok(_) => {}
                    Err(error) if error.is_uncatchable() => return Err(error),
                    Err(error) => self.print_error(&render_error(&error)),
                },
            }
        }
    }
}
