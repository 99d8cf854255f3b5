//! `evalin` and `assignin`: code and assignments aimed at the caller's or
//! the base workspace rather than the running one. Finding that workspace
//! is `callers.rs`'s business; this file reads the arguments and acts.

use super::text_arg;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::callers::Context;
use crate::interp::{Interpreter, Workspace};
use crate::value::Value;

impl Interpreter {
    /// `evalin(ws, expression)`, `evalin(ws, try, catch)` and
    /// `[a, b] = evalin(ws, expression)`.
    pub(super) fn evalin(
        &mut self,
        current: &mut Workspace,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        let context = Context::parse(&text_arg(args.first(), "evalin")?, "evalin")?;
        let code = text_arg(args.get(1), "evalin")?;
        let fallback = args
            .get(2)
            .map(|f| text_arg(Some(f), "evalin"))
            .transpose()?;
        self.in_context(current, context, |this, workspace| {
            match (this.eval_in(workspace, &code, nargout), fallback) {
                (Err(error), Some(fallback)) if !error.is_uncatchable() => {
                    this.eval_in(workspace, &fallback, nargout)
                }
                (result, _) => result,
            }
        })
    }

    /// `assignin(ws, var, val)`: `val` was evaluated by the caller of
    /// `assignin`; only the assignment happens in `ws`.
    pub(super) fn assignin(&mut self, current: &mut Workspace, args: &[Value]) -> Result<Outputs> {
        let context = Context::parse(&text_arg(args.first(), "assignin")?, "assignin")?;
        let name = text_arg(args.get(1), "assignin")?;
        if !ferromat_syntax::is_variable_name(&name) {
            return Err(RuntimeError::new(
                "MATLAB:assignin:invalidVariableName",
                format!("Invalid variable name \"{name}\" in ASSIGNIN."),
            ));
        }
        let value = args
            .get(2)
            .cloned()
            .ok_or_else(RuntimeError::not_enough_inputs)?;
        self.in_context(current, context, |_, workspace| {
            workspace.assign(&name, value);
            Ok(Outputs::new())
        })
    }
}
