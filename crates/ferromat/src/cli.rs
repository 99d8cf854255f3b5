//! Command-line modes: which input to run, and how an uncaught error or an
//! `exit` becomes the process exit status.

use std::io::{IsTerminal, Read};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use ferromat_runtime::display::render_error;
use ferromat_runtime::{Engine, RuntimeError};

/// A MATLAB-compatible scripting runtime.
#[derive(Parser, Debug)]
#[command(name = "ferromat", version, about)]
pub struct Args {
    /// A script (.m file) to run; without one, ferromat reads a script from
    /// standard input, or opens the REPL on a terminal.
    pub file: Option<PathBuf>,
    /// Run CODE and exit.
    #[arg(short = 'e', long = "eval", value_name = "CODE")]
    pub code: Option<String>,
    /// Add DIR to the function search path (repeatable).
    #[arg(long = "path", value_name = "DIR")]
    pub path: Vec<PathBuf>,
}

pub fn run(args: Args) -> ExitCode {
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
                return ExitCode::from(2);
            }
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => report(&error),
    }
}

/// Prints an uncaught error as MATLAB does and picks the exit status
/// (`exit(n)` exits with `n`).
pub fn report(error: &RuntimeError) -> ExitCode {
    if let Some(code) = exit_code(error) {
        return ExitCode::from(code);
    }
    eprint!("{}", render_error(error));
    ExitCode::from(1)
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
