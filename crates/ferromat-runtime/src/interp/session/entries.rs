//! The registry's entry points for the session functions: each adapts one
//! row of `builtins::BUILTINS` (a `SessionFn`) to the interpreter method
//! that does the work. It must not hold logic of its own beyond choosing
//! the method and asking for a workspace where one is needed.

use super::variables::{self, Selection};
use super::{clear as clear_workspace, one_value};
use super::{needs_workspace, EXIT_IDENTIFIER};
use crate::builtins::objects::exception;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::{Interpreter, Workspace};
use crate::value::Value;

type Caller<'a> = Option<&'a mut Workspace>;

pub fn clear(interp: &mut Interpreter, ws: Caller, args: &[Value], _: usize) -> Result<Outputs> {
    let ws = ws.ok_or_else(|| needs_workspace("clear"))?;
    clear_workspace(ws, &mut interp.shared, args)
}

pub fn clearvars(
    interp: &mut Interpreter,
    ws: Caller,
    args: &[Value],
    _: usize,
) -> Result<Outputs> {
    let ws = ws.ok_or_else(|| needs_workspace("clearvars"))?;
    super::clearvars::clearvars(ws, &mut interp.shared, args)
}

pub fn clc(_: &mut Interpreter, _: Caller, _: &[Value], _: usize) -> Result<Outputs> {
    Ok(Outputs::new())
}

pub fn who(
    interp: &mut Interpreter,
    ws: Caller,
    args: &[Value],
    nargout: usize,
) -> Result<Outputs> {
    let ws = ws.ok_or_else(|| needs_workspace("who"))?;
    let listed = match variables::file_listing(interp, args, "who") {
        Some(listing) => Some(listing?),
        None => variables::global_listing(ws, &mut interp.shared, args),
    };
    let (ws, args) = match &listed {
        Some((listed, rest)) => (listed, *rest),
        None => (&*ws, args),
    };
    let selection = Selection::parse(args, "who")?;
    if nargout > 0 {
        return Ok(one_value(variables::who_names(ws, &selection)?));
    }
    let text = variables::who(ws, &selection)?;
    interp.print(&text);
    Ok(Outputs::new())
}

pub fn whos(
    interp: &mut Interpreter,
    ws: Caller,
    args: &[Value],
    nargout: usize,
) -> Result<Outputs> {
    let ws = ws.ok_or_else(|| needs_workspace("whos"))?;
    let listed = match variables::file_listing(interp, args, "whos") {
        Some(listing) => Some(listing?),
        None => variables::global_listing(ws, &mut interp.shared, args),
    };
    let (ws, args) = match &listed {
        Some((listed, rest)) => (listed, *rest),
        None => (&*ws, args),
    };
    let selection = Selection::parse(args, "whos")?;
    if nargout > 0 {
        let running = interp
            .running_file()
            .and_then(|path| path.file_stem().map(|s| s.to_string_lossy().into_owned()))
            .unwrap_or_default();
        return Ok(one_value(variables::whos_struct(ws, &selection, &running)?));
    }
    let text = variables::whos(ws, &selection)?;
    interp.print(&text);
    Ok(Outputs::new())
}

pub fn eval(
    interp: &mut Interpreter,
    ws: Caller,
    args: &[Value],
    nargout: usize,
) -> Result<Outputs> {
    let ws = ws.ok_or_else(|| needs_workspace("eval"))?;
    interp.eval_text(ws, args, nargout)
}

/// `T = evalc(expression)`, `[T, out1, ...] = evalc(...)`: runs the code
/// as `eval` does, with everything it prints kept as the char row `T`.
pub fn evalc(
    interp: &mut Interpreter,
    ws: Caller,
    args: &[Value],
    nargout: usize,
) -> Result<Outputs> {
    let ws = ws.ok_or_else(|| needs_workspace("evalc"))?;
    let buffer = crate::interp::output::CaptureBuffer::default();
    let previous = std::mem::replace(&mut interp.output, buffer.sink());
    let result = interp.eval_text(ws, args, nargout.saturating_sub(1));
    interp.output = previous;
    let mut outputs = result?;
    let text = buffer.take();
    outputs.insert(
        0,
        if text.is_empty() {
            Value::Char(crate::value::Tensor::empty())
        } else {
            Value::char_row(&text)
        },
    );
    Ok(outputs)
}

pub fn evalin(
    interp: &mut Interpreter,
    ws: Caller,
    args: &[Value],
    nargout: usize,
) -> Result<Outputs> {
    let ws = ws.ok_or_else(|| needs_workspace("evalin"))?;
    interp.evalin(ws, args, nargout)
}

pub fn assignin(interp: &mut Interpreter, ws: Caller, args: &[Value], _: usize) -> Result<Outputs> {
    let ws = ws.ok_or_else(|| needs_workspace("assignin"))?;
    interp.assignin(ws, args)
}

pub fn input(interp: &mut Interpreter, ws: Caller, args: &[Value], _: usize) -> Result<Outputs> {
    let ws = ws.ok_or_else(|| needs_workspace("input"))?;
    interp.input(ws, args)
}

pub fn keyboard(interp: &mut Interpreter, ws: Caller, _: &[Value], _: usize) -> Result<Outputs> {
    let ws = ws.ok_or_else(|| needs_workspace("keyboard"))?;
    interp.keyboard(ws)
}

pub fn run(interp: &mut Interpreter, ws: Caller, args: &[Value], _: usize) -> Result<Outputs> {
    let ws = ws.ok_or_else(|| needs_workspace("run"))?;
    interp.run_in(ws, args)
}

pub fn nargin(interp: &mut Interpreter, _: Caller, args: &[Value], _: usize) -> Result<Outputs> {
    interp.call_counts("nargin", args)
}

pub fn nargout(interp: &mut Interpreter, _: Caller, args: &[Value], _: usize) -> Result<Outputs> {
    interp.call_counts("nargout", args)
}

pub fn addpath(interp: &mut Interpreter, _: Caller, args: &[Value], _: usize) -> Result<Outputs> {
    interp.addpath(args)
}

pub fn rmpath(interp: &mut Interpreter, _: Caller, args: &[Value], _: usize) -> Result<Outputs> {
    interp.rmpath(args)
}

pub fn cd(interp: &mut Interpreter, _: Caller, args: &[Value], nargout: usize) -> Result<Outputs> {
    interp.cd(args, nargout)
}

pub fn pwd(interp: &mut Interpreter, _: Caller, _: &[Value], _: usize) -> Result<Outputs> {
    let folder = interp.current_folder.display().to_string();
    Ok(one_value(Value::char_row(&folder)))
}

pub fn which(
    interp: &mut Interpreter,
    ws: Caller,
    args: &[Value],
    nargout: usize,
) -> Result<Outputs> {
    interp.which(ws.as_deref(), args, nargout)
}

pub fn rethrow(_: &mut Interpreter, _: Caller, args: &[Value], _: usize) -> Result<Outputs> {
    Err(exception::rethrow(args))
}

/// `throw(ME)` and `throwAsCaller(ME)`: the error is reported as the
/// caller's (the row's `caller_errors`), with the stack from there.
pub fn throw(_: &mut Interpreter, _: Caller, args: &[Value], _: usize) -> Result<Outputs> {
    Err(exception::throw(args))
}

pub fn get(interp: &mut Interpreter, _: Caller, args: &[Value], nargout: usize) -> Result<Outputs> {
    match args.first().and_then(Value::as_f64) {
        Some(h) if h != 0.0 => crate::builtins::graphics::properties::get(interp, args, nargout),
        _ => interp.root_property("get", args),
    }
}

pub fn set(interp: &mut Interpreter, _: Caller, args: &[Value], nargout: usize) -> Result<Outputs> {
    match args.first().and_then(Value::as_f64) {
        Some(h) if h != 0.0 => crate::builtins::graphics::properties::set(interp, args, nargout),
        _ => interp.root_property("set", args),
    }
}

pub fn help(
    interp: &mut Interpreter,
    _: Caller,
    args: &[Value],
    nargout: usize,
) -> Result<Outputs> {
    interp.help(args, nargout)
}

/// `exit`/`quit` raise the exit error that the command line turns into the
/// process's exit status; `try` cannot catch it.
pub fn exit(_: &mut Interpreter, _: Caller, args: &[Value], _: usize) -> Result<Outputs> {
    let code = args.first().and_then(Value::as_f64).unwrap_or(0.0);
    Err(RuntimeError::new(
        EXIT_IDENTIFIER,
        format!("{}", code as i32),
    ))
}

/// `s = inputname(argNumber)`. A session function although it reads no
/// workspace: called as one, it leaves the running function's caller as
/// the newest parked workspace, whose names it reports.
pub fn inputname(interp: &mut Interpreter, _: Caller, args: &[Value], _: usize) -> Result<Outputs> {
    let number = crate::builtins::args::count(&args[0], "inputname")?;
    let name = interp.input_name(number)?;
    Ok(Outputs::from_iter([if name.is_empty() {
        Value::Char(crate::value::Tensor::empty())
    } else {
        Value::char_row(&name)
    }]))
}
