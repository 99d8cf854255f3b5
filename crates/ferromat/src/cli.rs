//! Command-line modes: which input to run (a script file, `-e CODE`, a script
//! on standard input, or the REPL on a terminal), and how an uncaught error or
//! an `exit` becomes the process exit status. Errors go to stderr in
//! MATLAB's layout, red on a terminal unless `NO_COLOR` is set.
//!
//! It must not know the language: everything runs through the `Engine`.

use std::io::{IsTerminal, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use ferromat_runtime::display::render_error;
use ferromat_runtime::{Engine, FigureFormat, RuntimeError};

/// A MATLAB-compatible scripting runtime.
///
/// Without FILE or -e, ferromat opens an interactive session on a terminal,
/// or runs the script it reads from standard input.
#[derive(Parser, Debug)]
#[command(name = "ferromat", version, about)]
pub struct Args {
    /// A script (.m file) to run.
    pub file: Option<PathBuf>,
    /// Run CODE and exit.
    #[arg(
        short = 'e',
        long = "eval",
        value_name = "CODE",
        conflicts_with = "file"
    )]
    pub code: Option<String>,
    /// Add DIR to the function search path (repeatable; the first one given
    /// is searched first).
    #[arg(long = "path", value_name = "DIR")]
    pub path: Vec<PathBuf>,
    /// Write every figure still open at exit to DIR as figureN.png.
    #[arg(long = "figures", value_name = "DIR")]
    pub figures: Option<PathBuf>,
}

/// The status of a run that ended in an uncaught error.
const ERROR_STATUS: u8 = 1;
/// The status when ferromat itself cannot work (unreadable input, no terminal).
pub const FAILURE_STATUS: u8 = 2;

pub fn run(args: Args) -> ExitCode {
    crate::help_pages::install();
    let mut engine = Engine::new();
    for dir in args.path.iter().rev() {
        engine.add_path(dir.canonicalize().unwrap_or_else(|_| dir.clone()));
    }
    let result = if let Some(code) = &args.code {
        engine.eval(code)
    } else if let Some(file) = &args.file {
        engine.run_file(file)
    } else if std::io::stdin().is_terminal() {
        return crate::repl::run(engine);
    } else {
        let mut source = String::new();
        match std::io::stdin().read_to_string(&mut source) {
            Ok(_) => engine.eval(&source),
            Err(e) => {
                eprintln!("ferromat: cannot read standard input: {e}");
                return ExitCode::from(FAILURE_STATUS);
            }
        }
    };
    if let Some(dir) = &args.figures {
        if let Err(message) = write_figures(&engine, dir) {
            eprintln!(
                "ferromat: cannot write figures to {}: {message}",
                dir.display()
            );
            if result.is_ok() {
                return ExitCode::from(FAILURE_STATUS);
            }
        }
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => report(&error),
    }
}

/// Writes each open figure to `dir/figureN.png` (`--figures DIR`).
pub fn write_figures(engine: &Engine, dir: &std::path::Path) -> Result<Vec<PathBuf>, String> {
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    let mut written = Vec::new();
    for (number, bytes) in engine
        .figures(FigureFormat::Png)
        .map_err(|e| e.into_parts().message)?
    {
        let path = dir.join(format!("figure{number}.png"));
        std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
        written.push(path);
    }
    Ok(written)
}

/// Prints an uncaught error as MATLAB does and picks the exit status
/// (`exit(n)` exits with `n`).
pub fn report(error: &RuntimeError) -> ExitCode {
    if let Some(code) = exit_code(error) {
        return ExitCode::from(code);
    }
    print_error(error);
    ExitCode::from(ERROR_STATUS)
}

/// The status requested by `exit`/`quit`, if `error` is one.
pub fn exit_code(error: &RuntimeError) -> Option<u8> {
    (error.identifier == ferromat_runtime::interp::EXIT_IDENTIFIER).then(|| {
        error
            .message
            .parse::<i64>()
            .map_or(0, |c| c.clamp(0, 255) as u8)
    })
}

/// Writes `error` to stderr in MATLAB's layout.
pub fn print_error(error: &RuntimeError) {
    let text = render_error(error);
    let mut stderr = std::io::stderr().lock();
    let coloured = colour_wanted(
        stderr.is_terminal(),
        std::env::var_os("NO_COLOR").as_deref(),
    );
    let _ = if coloured {
        write!(
            stderr,
            "\x1b[31m{}\x1b[0m{}",
            text.trim_end_matches('\n'),
            line_end(&text)
        )
    } else {
        write!(stderr, "{text}")
    };
    let _ = stderr.flush();
}

/// The newline that ends `text`, kept outside the colour codes so that the
/// next prompt starts uncoloured on a fresh line.
fn line_end(text: &str) -> &str {
    &text[text.trim_end_matches('\n').len()..]
}

/// Colour only on a terminal, and never when `NO_COLOR` is set to a
/// non-empty value (no-color.org).
fn colour_wanted(is_terminal: bool, no_color: Option<&std::ffi::OsStr>) -> bool {
    is_terminal && !matches!(no_color, Some(value) if !value.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsStr;

    #[test]
    fn exit_status_comes_from_exit_errors_only() {
        let exit = RuntimeError::new(ferromat_runtime::interp::EXIT_IDENTIFIER, "3");
        assert_eq!(exit_code(&exit), Some(3));
        let exit = RuntimeError::new(ferromat_runtime::interp::EXIT_IDENTIFIER, "900");
        assert_eq!(exit_code(&exit), Some(255));
        let other = RuntimeError::new("MATLAB:undefinedFunction", "3");
        assert_eq!(exit_code(&other), None);
    }

    #[test]
    fn colour_needs_a_terminal_and_no_no_color() {
        assert!(colour_wanted(true, None));
        assert!(colour_wanted(true, Some(OsStr::new(""))));
        assert!(!colour_wanted(true, Some(OsStr::new("1"))));
        assert!(!colour_wanted(false, None));
    }

    #[test]
    fn line_end_keeps_trailing_newlines() {
        assert_eq!(line_end("Error\n\n"), "\n\n");
        assert_eq!(line_end("Error"), "");
    }

    #[test]
    fn arguments_parse_like_the_documented_command_line() {
        let args = Args::try_parse_from(["ferromat", "--path", "a", "--path", "b", "s.m"]).unwrap();
        assert_eq!(args.path, vec![PathBuf::from("a"), PathBuf::from("b")]);
        assert_eq!(args.file, Some(PathBuf::from("s.m")));
        let args = Args::try_parse_from(["ferromat", "-e", "x = 1"]).unwrap();
        assert_eq!(args.code.as_deref(), Some("x = 1"));
        assert!(Args::try_parse_from(["ferromat", "-e", "x", "s.m"]).is_err());
    }
}
