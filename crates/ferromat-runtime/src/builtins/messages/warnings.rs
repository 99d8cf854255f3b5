//! `warning`, `lastwarn`, and [`warn`]: the one way a builtin reports a
//! warning, so `warning off` silences every warning and `lastwarn` sees
//! every one. This file must not decide when a builtin warns.

use std::sync::Arc;

use super::identifier_and_message;
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, StructArray, Value};

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

/// The display modes `warning(state, mode)` controls; they are not
/// warning identifiers and never silence a warning.
const MODES: [&str; 2] = ["backtrace", "verbose"];

/// Warning states set by `warning('off', id)`: one per session, so that
/// one engine's `warning off` never silences another's.
#[derive(Clone, Debug)]
pub struct WarningState {
    all_off: bool,
    /// Identifiers set on or off, in the order they were first set, which
    /// is the order `warning` lists them in.
    overrides: Vec<(String, bool)>,
    /// `backtrace` and `verbose`, in the order of [`MODES`].
    modes: [bool; 2],
    /// The last warning's message and identifier (`lastwarn`).
    pub last: (String, String),
}

impl Default for WarningState {
    fn default() -> Self {
        WarningState {
            all_off: false,
            overrides: Vec::new(),
            // MATLAB starts with backtrace on and verbose off.
            modes: [true, false],
            last: Default::default(),
        }
    }
}

impl WarningState {
    /// Whether a warning with `identifier` prints.
    pub fn enabled(&self, identifier: &str) -> bool {
        if identifier.is_empty() {
            return !self.all_off;
        }
        self.overrides
            .iter()
            .find(|(id, _)| id == identifier)
            .map_or(!self.all_off, |&(_, on)| on)
    }

    /// `warning('on'|'off', identifier)`; `all` resets every identifier.
    pub fn set(&mut self, enable: bool, identifier: &str) {
        if identifier.eq_ignore_ascii_case("all") {
            self.all_off = !enable;
            self.overrides.clear();
        } else if let Some(mode) = MODES
            .iter()
            .position(|m| identifier.eq_ignore_ascii_case(m))
        {
            self.modes[mode] = enable;
        } else if let Some(entry) = self.overrides.iter_mut().find(|(id, _)| id == identifier) {
            entry.1 = enable;
        } else {
            self.overrides.push((identifier.to_string(), enable));
        }
    }

    /// Whether `identifier` (an identifier, `all` or a mode) is on.
    fn state_of(&self, identifier: &str) -> bool {
        if identifier.eq_ignore_ascii_case("all") {
            !self.all_off
        } else if let Some(mode) = MODES
            .iter()
            .position(|m| identifier.eq_ignore_ascii_case(m))
        {
            self.modes[mode]
        } else {
            self.enabled(identifier)
        }
    }

    /// Every state as `warning` returns it: `all` first, then each
    /// identifier set apart from it (a 1-by-N struct array).
    fn all_states(&self) -> Vec<(String, bool)> {
        let mut states = vec![("all".to_string(), !self.all_off)];
        states.extend(
            self.overrides
                .iter()
                .filter(|(_, on)| *on == self.all_off)
                .cloned(),
        );
        states
    }
}

fn on_off(on: bool) -> &'static str {
    if on {
        "on"
    } else {
        "off"
    }
}

/// The `identifier`/`state` struct array `warning` returns.
fn states_struct(states: &[(String, bool)]) -> Value {
    let identifiers = states.iter().map(|(id, _)| Value::char_row(id)).collect();
    let values = states
        .iter()
        .map(|&(_, on)| Value::char_row(on_off(on)))
        .collect();
    let shape = if states.len() == 1 {
        Shape::scalar()
    } else {
        Shape::row(states.len())
    };
    let fields = [
        ("identifier".to_string(), identifiers),
        ("state".to_string(), values),
    ];
    Value::Struct(Arc::new(StructArray {
        shape,
        fields: fields.into_iter().collect(),
    }))
}

/// The states `warning` lists or returns for `identifier` (`all` lists
/// every state).
fn states_for(state: &WarningState, identifier: &str) -> Vec<(String, bool)> {
    if identifier.eq_ignore_ascii_case("all") {
        state.all_states()
    } else {
        vec![(identifier.to_string(), state.state_of(identifier))]
    }
}

/// What `warning` and `warning('query', id)` print without an output.
fn describe(states: &[(String, bool)]) -> String {
    match states {
        [(id, on)] if id != "all" => format!("The state of warning '{id}' is '{}'.\n", on_off(*on)),
        [(_, on)] => format!("All warnings have the state '{}'.\n", on_off(*on)),
        [(_, on), rest @ ..] => {
            let mut text = format!(
                "The default warning state is '{}'. Warnings not set to the default are\n\nState  Warning Identifier\n\n",
                on_off(*on)
            );
            for (id, on) in rest {
                text.push_str(&format!("{:>5}  {id}\n", on_off(*on)));
            }
            text
        }
        [] => String::new(),
    }
}

/// `warning(warnStruct)`: applies each element's state in order, so an
/// `all` entry first resets and later entries override it.
fn restore(interp: &mut Interpreter, states: &StructArray) -> Result<()> {
    let bad = || {
        RuntimeError::new(
            "MATLAB:warning:invalidStruct",
            "Warning state structure must have 'identifier' and 'state' fields.",
        )
    };
    for index in 0..states.numel() {
        let identifier = states.get("identifier", index).ok_or_else(bad)?;
        let state = states.get("state", index).ok_or_else(bad)?;
        let identifier = args::text(identifier, "warning")?;
        let state = args::text(state, "warning")?.to_ascii_lowercase();
        match state.as_str() {
            "on" | "off" => interp.warnings.set(state == "on", &identifier),
            _ => return Err(bad()),
        }
    }
    Ok(())
}

/// `warning(msg)`, `warning(id, fmt, A...)`, `warning('off'|'on', id)`,
/// `warning('query', id)`, `s = warning`, `warning(s)`.
pub fn warning(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let Some(first) = values.first() else {
        return query(interp, "all", nargout);
    };
    if let Value::Struct(states) = first {
        let before = interp.warnings.all_states();
        restore(interp, states)?;
        return Ok(if nargout > 0 {
            vec![states_struct(&before)].into()
        } else {
            Outputs::new()
        });
    }
    if let Some(state) = first.as_text() {
        let lowered = state.to_ascii_lowercase();
        if matches!(lowered.as_str(), "on" | "off" | "query") {
            let identifier = match values.get(1) {
                Some(v) => args::text(v, "warning")?,
                None => "all".to_string(),
            };
            if lowered == "query" {
                return query(interp, &identifier, nargout);
            }
            // The output is the state before the change, to restore later.
            let before = states_for(&interp.warnings, &identifier);
            interp.warnings.set(lowered == "on", &identifier);
            return Ok(if nargout > 0 {
                vec![states_struct(&before)].into()
            } else {
                Outputs::new()
            });
        }
    }
    if nargout > 0 {
        return Err(RuntimeError::too_many_outputs());
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

/// `warning('query', id)`: the state as a struct, or printed.
fn query(interp: &mut Interpreter, identifier: &str, nargout: usize) -> Result<Outputs> {
    let states = states_for(&interp.warnings, identifier);
    if nargout > 0 {
        return Ok(vec![states_struct(&states)].into());
    }
    interp.print(&describe(&states));
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
