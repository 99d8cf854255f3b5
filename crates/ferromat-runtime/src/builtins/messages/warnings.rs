//! `warning`, `lastwarn`, and [`warn`]: the one way a builtin reports a
//! warning, so `warning off` silences every warning and `lastwarn` sees
//! every one. This file must not decide when a builtin warns.

use std::collections::HashSet;

use super::identifier_and_message;
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

fn nothing() -> Result<Outputs> {
    Ok(Outputs::new())
}

/// Reports a warning: recorded for `lastwarn` whether or not it shows,
/// printed as `Warning: message` unless `warning('off', identifier)`
/// silenced it.
pub fn warn(interp: &mut Interpreter, identifier: &str, message: &str) {
    interp.warnings.last = (message.to_string(), identifier.to_string());
    if interp.warnings.enabled(identifier) {
        interp.print(&format!("Warning: {message}\n"));
    }
}

/// Warning states set by `warning('off', id)`: one per session, so that
/// one engine's `warning off` never silences another's.
#[derive(Clone, Debug, Default)]
pub struct WarningState {
    all_off: bool,
    off: HashSet<String>,
    on: HashSet<String>,
    /// The last warning's message and identifier (`lastwarn`).
    pub last: (String, String),
}

impl WarningState {
    /// Whether a warning with `identifier` prints.
    pub fn enabled(&self, identifier: &str) -> bool {
        if identifier.is_empty() {
            return !self.all_off;
        }
        if self.on.contains(identifier) {
            return true;
        }
        !self.all_off && !self.off.contains(identifier)
    }

    /// `warning('on'|'off', identifier)`; `all` resets every identifier.
    pub fn set(&mut self, enable: bool, identifier: &str) {
        if identifier.eq_ignore_ascii_case("all") {
            self.all_off = !enable;
            self.off.clear();
            self.on.clear();
        } else if enable {
            self.off.remove(identifier);
            self.on.insert(identifier.to_string());
        } else {
            self.on.remove(identifier);
            self.off.insert(identifier.to_string());
        }
    }
}

/// `warning(msg)`, `warning(id, fmt, A...)`, `warning('off'|'on', id)`.
pub fn warning(interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let first = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    if let Some(state) = first.as_text() {
        let lowered = state.to_ascii_lowercase();
        if matches!(lowered.as_str(), "on" | "off" | "query") {
            let identifier = match values.get(1) {
                Some(v) => args::text(v, "warning")?,
                None => "all".to_string(),
            };
            if lowered != "query" {
                interp.warnings.set(lowered == "on", &identifier);
            }
            return nothing();
        }
    }
    let (identifier, message) = identifier_and_message(values, "warning")?;
    if message.is_empty() {
        // `warning('')` resets what `lastwarn` returns and prints nothing.
        interp.warnings.last = Default::default();
    } else {
        warn(interp, &identifier, &message);
    }
    nothing()
}

/// `msg = lastwarn`, `[msg, msgid] = lastwarn`, `lastwarn(msg, msgid)`:
/// the last warning reported, shown or not.
pub fn lastwarn(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    super::last_message(&mut interp.warnings.last, values, nargout, "lastwarn")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::output::testing::{capturing_session as session, take_printed as printed};

    fn c(text: &str) -> Value {
        Value::char_row(text)
    }

    #[test]
    fn warning_prints_and_can_be_silenced() {
        let (mut interp, out) = session();
        warning(&mut interp, &[c("careful")], 0).expect("warning");
        assert_eq!(printed(&out), "Warning: careful\n");
        warning(
            &mut interp,
            &[c("my:id"), c("x = %d"), Value::scalar(2.0)],
            0,
        )
        .expect("warning");
        assert_eq!(printed(&out), "Warning: x = 2\n");
        warning(&mut interp, &[c("off"), c("my:id")], 0).expect("warning");
        warning(&mut interp, &[c("my:id"), c("hidden")], 0).expect("warning");
        warning(&mut interp, &[c("shown")], 0).expect("warning");
        assert_eq!(printed(&out), "Warning: shown\n");
        warning(&mut interp, &[c("on"), c("my:id")], 0).expect("warning");
        warning(&mut interp, &[c("my:id"), c("back")], 0).expect("warning");
        assert_eq!(printed(&out), "Warning: back\n");
    }

    #[test]
    fn lastwarn_sees_silenced_warnings() {
        let (mut interp, _) = session();
        warning(&mut interp, &[c("off"), c("my:id")], 0).expect("off");
        warning(
            &mut interp,
            &[c("my:id"), c("quiet %d"), Value::scalar(3.0)],
            0,
        )
        .expect("warn");
        let out = lastwarn(&mut interp, &[], 2).expect("lastwarn");
        assert_eq!(out[0], c("quiet 3"));
        assert_eq!(out[1], c("my:id"));
    }
}
