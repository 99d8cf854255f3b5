//! `clearvars`: removes variables chosen by names with `*`/`?` wildcards,
//! by `-regexp` expressions, or all of them, except those `-except` keeps;
//! `-global` (first) works on the global variables instead. Names are
//! matched by `who`'s [`Selection`], never by a matcher of its own; this
//! file only reads the flags and removes what was picked.

use std::sync::Arc;

use super::super::shared::{self, SharedStore};
use super::super::workspace::Workspace;
use super::variables::Selection;
use crate::builtins::{self, Outputs};
use crate::error::{Result, RuntimeError};
use crate::value::Value;

/// Names given one way: wildcard names, then names after `-regexp`.
#[derive(Default)]
struct Names {
    wildcards: Vec<String>,
    expressions: Vec<String>,
}

impl Names {
    fn is_empty(&self) -> bool {
        self.wildcards.is_empty() && self.expressions.is_empty()
    }

    fn selections(&self) -> Result<Vec<Selection>> {
        let mut selections = Vec::new();
        if !self.wildcards.is_empty() {
            selections.push(Selection::Wildcards(self.wildcards.clone()));
        }
        if !self.expressions.is_empty() {
            selections.push(Selection::regexps(&self.expressions)?);
        }
        Ok(selections)
    }
}

/// What a `clearvars` call asks for.
struct Request {
    global: bool,
    clear: Names,
    keep: Names,
}

fn flag_error(identifier: &str, message: &str) -> RuntimeError {
    RuntimeError::new(identifier, message).in_function("clearvars")
}

/// Reads the arguments: `-global` only first, `-except` at most once,
/// `-regexp` switching the rest of its side (before or after `-except`)
/// to regular expressions.
fn parse(args: &[Value]) -> Result<Request> {
    let words: Vec<String> = args
        .iter()
        .map(|a| builtins::args::text(a, "clearvars"))
        .collect::<Result<_>>()?;
    let global = words.first().is_some_and(|w| w == "-global");
    let mut request = Request {
        global,
        clear: Names::default(),
        keep: Names::default(),
    };
    let mut keeping = false;
    let mut regexp = false;
    for word in words.iter().skip(usize::from(global)) {
        match word.as_str() {
            "-global" => {
                return Err(flag_error(
                    "MATLAB:clearvars:globalFlagNotFirst",
                    "The -global flag must be the first argument.",
                ))
            }
            "-except" if keeping => {
                return Err(flag_error(
                    "MATLAB:clearvars:multipleExcept",
                    "The -except flag may appear only once.",
                ))
            }
            "-except" => {
                keeping = true;
                regexp = false;
            }
            "-regexp" => regexp = true,
            name => {
                let side = if keeping {
                    &mut request.keep
                } else {
                    &mut request.clear
                };
                if regexp {
                    side.expressions.push(name.to_string());
                } else {
                    side.wildcards.push(name.to_string());
                }
            }
        }
    }
    Ok(request)
}

/// Whether any of `selections` picks `name`.
fn any_picks(selections: &[Selection], name: &str) -> Result<bool> {
    for selection in selections {
        if selection.picks(name)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The candidates `request` removes: those its names pick (all when it
/// names none), less those `-except` keeps.
fn chosen(request: &Request, candidates: Vec<Arc<str>>) -> Result<Vec<Arc<str>>> {
    let clear = request.clear.selections()?;
    let keep = request.keep.selections()?;
    let mut picked = Vec::new();
    for name in candidates {
        let cleared = request.clear.is_empty() || any_picks(&clear, &name)?;
        if cleared && !any_picks(&keep, &name)? {
            picked.push(name);
        }
    }
    Ok(picked)
}

/// `clearvars ...` in `workspace`. A global variable removed without
/// `-global` is only unlinked here (its value stays for the functions
/// that declare it); with `-global` the picked globals are forgotten, as
/// `clear global name` does.
pub(super) fn clearvars(
    workspace: &mut Workspace,
    store: &mut SharedStore,
    args: &[Value],
) -> Result<Outputs> {
    let request = parse(args)?;
    if request.global {
        shared::release(store, workspace);
        let result = chosen(&request, store.global_names());
        if let Ok(names) = &result {
            for name in names {
                workspace.remove(name);
                store.forget_global(name);
            }
        }
        shared::acquire(store, workspace);
        result?;
        return Ok(Outputs::new());
    }
    let names: Vec<Arc<str>> = workspace
        .variables()
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    let names = chosen(&request, names)?;
    shared::release(store, workspace);
    for name in &names {
        workspace.remove(name);
    }
    shared::acquire(store, workspace);
    Ok(Outputs::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(w: &[&str]) -> Vec<Value> {
        w.iter().map(|t| Value::char_row(t)).collect()
    }

    fn run(vars: &[&str], args: &[&str]) -> Result<Vec<String>> {
        let mut ws = Workspace::new();
        for name in vars {
            ws.assign(name, Value::scalar(1.0));
        }
        let mut store = SharedStore::default();
        clearvars(&mut ws, &mut store, &words(args))?;
        Ok(ws.variables().iter().map(|(n, _)| n.to_string()).collect())
    }

    #[test]
    fn names_wildcards_regexps_and_except() {
        let vars = ["a", "a2", "a33", "b"];
        assert!(run(&vars, &[]).unwrap().is_empty());
        assert_eq!(run(&vars, &["a?3"]).unwrap(), ["a", "a2", "b"]);
        assert_eq!(run(&vars, &["a3"]).unwrap(), vars);
        assert_eq!(run(&vars, &["-regexp", "2", "3$"]).unwrap(), ["a", "b"]);
        assert_eq!(run(&vars, &["a*", "-except", "a33"]).unwrap(), ["a33", "b"]);
        assert_eq!(run(&vars, &["-except", "b"]).unwrap(), ["b"]);
        assert_eq!(
            run(&vars, &["a*", "-except", "-regexp", "\\d$"]).unwrap(),
            ["a2", "a33", "b"]
        );
        assert!(run(&vars, &["-except", "a", "-except", "b"]).is_err());
        assert!(run(&vars, &["a", "-global"]).is_err());
        assert!(run(&vars, &["-regexp", "("]).is_err());
    }
}
