//! What a script asks about the system it runs on: environment variables
//! (`getenv`, `setenv`), the platform (`ispc`, `ismac`, `isunix`,
//! `computer`, `mexext`, `isdeployed`, `usejava`), and the MATLAB release
//! ferromat follows (`version`, `verLessThan`, `isMATLABReleaseOlderThan`,
//! `license`), and ferromat's own version (`ver`).
//!
//! `setenv` changes the engine's own view of the environment, never the
//! process's: an embedding host and its other engines keep theirs (the
//! per-engine rule of docs/embedding.md). Child processes are not started
//! by ferromat, so nothing else needs the variables. This file must not
//! read files or start processes.

use std::collections::HashMap;

use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// The MATLAB release whose language ferromat follows (dictionary and
/// configureDictionary are R2023b's), as `version` reports it.
pub const RELEASE: &str = "2023b";
/// MATLAB's version number of that release.
pub const RELEASE_VERSION: &str = "23.2.0";

/// Variables `setenv` set or removed in this engine: `None` is removed.
#[derive(Clone, Debug, Default)]
pub struct Environment {
    changed: HashMap<String, Option<String>>,
}

impl Environment {
    /// The value a script sees: this engine's change, else the process's.
    pub fn get(&self, name: &str) -> Option<String> {
        match self.changed.get(name) {
            Some(value) => value.clone(),
            None => std::env::var(name).ok(),
        }
    }

    fn set(&mut self, name: String, value: Option<String>) {
        self.changed.insert(name, value);
    }
}

fn bad_name(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:InvalidName"),
        "Environment variable name must be a nonempty character vector or string scalar.",
    )
    .in_function(function)
}

/// `getenv(name)`: the value, or `''` when it is not set;
/// `getenv(["A" "B"])` gives a string array; `getenv()` a dictionary is
/// not supported (R2023a's form needs one of every variable).
pub fn getenv(interp: &mut Interpreter, arguments: &[Value], _: usize) -> Result<Outputs> {
    let Some(name) = arguments.first() else {
        return Err(RuntimeError::new(
            "MATLAB:getenv:NotSupported",
            "getenv with no input (a dictionary of every variable) is not supported; name a variable.",
        )
        .in_function("getenv"));
    };
    if let Value::String(names) = name {
        if names.numel() != 1 {
            let values = names
                .data()
                .iter()
                .map(|n| {
                    let value = n.as_deref().and_then(|n| interp.environment.get(n));
                    Some(value.unwrap_or_default().into())
                })
                .collect();
            return one(Value::String(Tensor::new(names.shape().clone(), values)));
        }
    }
    let text = name.as_text().ok_or_else(|| bad_name("getenv"))?;
    let value = interp.environment.get(&text).unwrap_or_default();
    one(match name {
        Value::String(_) => Value::string(&value),
        // MATLAB's unset variable is '' (0x0), not a 1x0 row.
        _ if value.is_empty() => Value::Char(Tensor::empty()),
        _ => Value::char_row(&value),
    })
}

/// `setenv(name, value)`, `setenv(name)` (the empty value); a value of
/// `''` keeps the variable with an empty value, as on Linux MATLAB.
pub fn setenv(interp: &mut Interpreter, arguments: &[Value], _: usize) -> Result<Outputs> {
    let name = arguments[0].as_text().ok_or_else(|| bad_name("setenv"))?;
    if name.is_empty() || name.contains('=') || name.contains('\0') {
        return Err(bad_name("setenv"));
    }
    let value = match arguments.get(1) {
        None => String::new(),
        Some(v) => v.as_text().ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:setenv:InvalidValue",
                "Environment variable value must be a character vector or string scalar.",
            )
            .in_function("setenv")
        })?,
    };
    interp.environment.set(name, Some(value));
    Ok(Outputs::new())
}

/// `unsetenv(name)`: removes the variable from this engine's view.
pub fn unsetenv(interp: &mut Interpreter, arguments: &[Value], _: usize) -> Result<Outputs> {
    let name = arguments[0].as_text().ok_or_else(|| bad_name("unsetenv"))?;
    interp.environment.set(name, None);
    Ok(Outputs::new())
}

pub fn ispc(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::bool(cfg!(windows)))
}

pub fn ismac(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::bool(cfg!(target_os = "macos")))
}

pub fn isunix(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::bool(cfg!(unix)))
}

/// `isdeployed`: false; ferromat code is never a compiled MATLAB app.
pub fn isdeployed(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::bool(false))
}

/// `isstudent`: false; ferromat is not a Student Version of MATLAB.
pub fn isstudent(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::bool(false))
}

/// `usejava(feature)`: false for every feature; there is no JVM.
pub fn usejava(_: &mut Interpreter, arguments: &[Value], _: usize) -> Result<Outputs> {
    let feature = args::text(&arguments[0], "usejava")?.to_ascii_lowercase();
    if !["awt", "desktop", "jvm", "swing"].contains(&feature.as_str()) {
        return Err(RuntimeError::new(
            "MATLAB:usejava:invalidInput",
            "Invalid input. Valid inputs are 'awt', 'desktop', 'jvm', and 'swing'.",
        )
        .in_function("usejava"));
    }
    one(Value::bool(false))
}

/// MATLAB's platform code: `GLNXA64`, `MACA64`/`MACI64`, `PCWIN64`.
fn platform_code() -> &'static str {
    if cfg!(windows) {
        "PCWIN64"
    } else if cfg!(all(target_os = "macos", target_arch = "aarch64")) {
        "MACA64"
    } else if cfg!(target_os = "macos") {
        "MACI64"
    } else {
        "GLNXA64"
    }
}

/// `computer`, `[c, maxsize, endian] = computer`, `computer('arch')`.
pub fn computer(_: &mut Interpreter, arguments: &[Value], nargout: usize) -> Result<Outputs> {
    if let Some(option) = arguments.first() {
        let option = args::text(option, "computer")?;
        if !option.eq_ignore_ascii_case("arch") {
            return Err(
                RuntimeError::new("MATLAB:computer:invalidInput", "Input must be 'arch'.")
                    .in_function("computer"),
            );
        }
        let arch = match platform_code() {
            "GLNXA64" => "glnxa64",
            "PCWIN64" => "win64",
            "MACA64" => "maca64",
            _ => "maci64",
        };
        return one(Value::char_row(arch));
    }
    let mut out = Outputs::new();
    out.push(Value::char_row(platform_code()));
    if nargout > 1 {
        // MATLAB's largest element count on 64-bit platforms, 2^48 - 1.
        out.push(Value::scalar(281_474_976_710_655.0));
    }
    if nargout > 2 {
        out.push(Value::char_row(if cfg!(target_endian = "big") {
            "B"
        } else {
            "L"
        }));
    }
    Ok(out)
}

/// `mexext`: the MEX-file extension of this platform (ferromat loads none).
pub fn mexext(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::char_row(match platform_code() {
        "PCWIN64" => "mexw64",
        "MACA64" => "mexmaca64",
        "MACI64" => "mexmaci64",
        _ => "mexa64",
    }))
}

/// `version`, `[v, d] = version`, `version('-release')`, `'-date'`,
/// `'-description'`, `'-java'`, `'-blas'`, `'-lapack'`.
pub fn version(_: &mut Interpreter, arguments: &[Value], nargout: usize) -> Result<Outputs> {
    let full = format!("{RELEASE_VERSION} (R{RELEASE})");
    let date = "September 14, 2023";
    let text = match arguments.first() {
        None => full,
        Some(option) => match args::text(option, "version")?.to_ascii_lowercase().as_str() {
            "-release" => RELEASE.to_string(),
            "-date" => date.to_string(),
            "-description" => format!("ferromat {}", env!("CARGO_PKG_VERSION")),
            "-java" => "Java is not supported".to_string(),
            "-blas" | "-lapack" => "faer (pure Rust)".to_string(),
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:version:invalidInput",
                    "Invalid input argument.",
                )
                .in_function("version"))
            }
        },
    };
    let mut out = Outputs::new();
    out.push(Value::char_row(&text));
    if nargout > 1 {
        out.push(Value::char_row(date));
    }
    Ok(out)
}

/// The fields of `v = ver`, in MATLAB's order.
const VER_FIELDS: [&str; 4] = ["Name", "Version", "Release", "Date"];

/// `ver`, `ver(product)`, `v = ver(...)`: the installed product, which is
/// ferromat itself with its own version (never MATLAB's: `version` tells
/// the MATLAB release whose language it follows). `v` is a 1-by-1 struct
/// with `Name`, `Version`, `Release` and `Date` (the last two empty,
/// ferromat having no MATLAB release); another product name gives a 0-by-0
/// struct with those fields, and printed, MATLAB's warning.
pub fn ver(interp: &mut Interpreter, arguments: &[Value], nargout: usize) -> Result<Outputs> {
    let version = env!("CARGO_PKG_VERSION");
    let wanted = match arguments.first() {
        Some(product) => Some(args::text(product, "ver")?),
        None => None,
    };
    let known = wanted
        .as_deref()
        .is_none_or(|name| name.eq_ignore_ascii_case("ferromat"));
    if nargout > 0 {
        let empty = || Value::Char(Tensor::new(crate::value::Shape::matrix(0, 0), Vec::new()));
        let row = [
            Value::char_row("ferromat"),
            Value::char_row(version),
            empty(),
            empty(),
        ];
        let count = usize::from(known);
        let fields = VER_FIELDS
            .iter()
            .zip(row)
            .map(|(name, value)| {
                (
                    name.to_string(),
                    if known { vec![value] } else { Vec::new() },
                )
            })
            .collect();
        return one(Value::Struct(std::sync::Arc::new(
            crate::value::StructArray {
                shape: crate::value::Shape::matrix(count, count),
                fields,
            },
        )));
    }
    if !known {
        let name = wanted.unwrap_or_default();
        crate::builtins::messages::warn(
            interp,
            "MATLAB:ver:NotFound",
            &format!("No properly formatted Contents.m file was found for '{name}'."),
        );
        return Ok(Outputs::new());
    }
    let rule = "-".repeat(80);
    let system = match platform_code() {
        "PCWIN64" => "Windows",
        "GLNXA64" => "Linux",
        _ => "macOS",
    };
    interp.print(&format!(
        "{rule}\nferromat Version: {version} (follows the MATLAB language of R{RELEASE})\n\
         Operating System: {system}\n{rule}\nferromat{}Version {version}\n",
        " ".repeat(46),
    ));
    Ok(Outputs::new())
}

/// The numeric parts of a version text (`'9.14.0'`, `'23.2'`).
fn version_parts(text: &str, function: &str) -> Result<Vec<u64>> {
    text.trim()
        .split('.')
        .map(|part| {
            part.trim().parse::<u64>().map_err(|_| {
                RuntimeError::new(
                    format!("MATLAB:{function}:invalidVersionString"),
                    "Version string must be of the form major.minor.bug.",
                )
                .in_function(function)
            })
        })
        .collect()
}

/// `verLessThan(toolbox, version)`: whether the installed toolbox is older
/// than `version`. Only `'matlab'` is installed.
pub fn ver_less_than(_: &mut Interpreter, arguments: &[Value], _: usize) -> Result<Outputs> {
    let toolbox = args::text(&arguments[0], "verLessThan")?;
    if !toolbox.eq_ignore_ascii_case("matlab") {
        return Err(RuntimeError::new(
            "MATLAB:verLessThan:missingToolbox",
            format!("Toolbox '{toolbox}' not found."),
        )
        .in_function("verLessThan"));
    }
    let wanted = version_parts(&args::text(&arguments[1], "verLessThan")?, "verLessThan")?;
    let ours = version_parts(RELEASE_VERSION, "verLessThan")?;
    let length = wanted.len().max(ours.len());
    let pad = |v: &[u64]| {
        (0..length)
            .map(|i| v.get(i).copied().unwrap_or(0))
            .collect::<Vec<_>>()
    };
    one(Value::bool(pad(&ours) < pad(&wanted)))
}

/// `isMATLABReleaseOlderThan(release)`, with an optional stage and update
/// (`"release"`, `0`) that a general release is never older than.
pub fn is_release_older_than(
    _: &mut Interpreter,
    arguments: &[Value],
    _: usize,
) -> Result<Outputs> {
    let release = args::text(&arguments[0], "isMATLABReleaseOlderThan")?;
    let key = |text: &str| -> Option<(u32, char)> {
        let text = text.trim().trim_start_matches(['R', 'r']);
        let (year, half) = text.split_at(text.len().checked_sub(1)?);
        let half = half.chars().next()?.to_ascii_lowercase();
        (half == 'a' || half == 'b').then_some(())?;
        Some((year.parse().ok()?, half))
    };
    let wanted = key(&release).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:isMATLABReleaseOlderThan:invalidRelease",
            "Release must be of the form \"R2023b\".",
        )
        .in_function("isMATLABReleaseOlderThan")
    })?;
    let ours = key(RELEASE).unwrap_or(wanted);
    one(Value::bool(ours < wanted))
}

/// `license`: ferromat needs none. `license('test', feature)` is true for
/// base MATLAB only, since no toolbox is provided; `license('inuse')`
/// lists `matlab`.
pub fn license(_: &mut Interpreter, arguments: &[Value], nargout: usize) -> Result<Outputs> {
    let Some(command) = arguments.first() else {
        return one(Value::char_row("unlicensed"));
    };
    let command = args::text(command, "license")?.to_ascii_lowercase();
    match command.as_str() {
        "test" | "checkout" => {
            let feature = args::text(
                arguments
                    .get(1)
                    .ok_or_else(RuntimeError::not_enough_inputs)?,
                "license",
            )?;
            let base = feature.eq_ignore_ascii_case("matlab");
            one(if command == "test" {
                Value::bool(base)
            } else {
                Value::scalar(if base { 1.0 } else { 0.0 })
            })
        }
        "inuse" => {
            if nargout == 0 {
                Ok(Outputs::new())
            } else {
                one(Value::char_row("matlab"))
            }
        }
        _ => Err(RuntimeError::new(
            "MATLAB:license:invalidInput",
            "Invalid input. Use 'test', 'checkout' or 'inuse'.",
        )
        .in_function("license")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_engine_change_hides_the_process_value_without_touching_it() {
        let mut environment = Environment::default();
        environment.set("PATH".into(), None);
        assert_eq!(environment.get("PATH"), None);
        assert!(std::env::var("PATH").is_ok());
        environment.set("FERROMAT_TEST_ONLY".into(), Some("x".into()));
        assert_eq!(environment.get("FERROMAT_TEST_ONLY").as_deref(), Some("x"));
        assert!(std::env::var("FERROMAT_TEST_ONLY").is_err());
    }

    #[test]
    fn version_parts_compare_by_number_not_text() {
        assert_eq!(version_parts("9.14.0", "t").unwrap(), vec![9, 14, 0]);
        assert!(version_parts("9.x", "t").is_err());
    }
}
