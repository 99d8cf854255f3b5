//! The `OutputFcn` of the ODE solvers, called as MATLAB documents it:
//! `fcn([t0 tfinal], y0(sel), 'init')` before the first step,
//! `status = fcn(t, y(sel,:), '')` after each step with the step's output
//! times (a row) and states (a column each, `OutputSel` components only),
//! and `fcn([], [], 'done')` at the end, each with the solver's extra
//! parameters; and the built-in output function `odeprint`. Solver states
//! arrive in the engines' real layout (a complex problem's real parts,
//! then its imaginary parts); this file turns them into MATLAB values. It
//! never steps an ODE.

use crate::builtins::arrays::float_parts::from_float_parts;
use crate::builtins::{one, Outputs};
use crate::display;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::ops::logical::is_true;
use crate::value::{Shape, Value};

/// One solver call's output function.
pub(crate) struct Observer<'v> {
    pub handle: Value,
    /// The `OutputSel` components, 0-based.
    pub selection: Vec<usize>,
    /// The extra parameters after the options.
    pub extras: &'v [Value],
    /// The number of (possibly complex) components.
    pub n: usize,
    pub complex: bool,
}

impl Observer<'_> {
    /// The selected components of `states`, one column each.
    fn columns(&self, states: &[&[f64]]) -> Result<Value> {
        let rows = self.selection.len();
        let shape = Shape::matrix(rows, states.len());
        crate::builtins::args::check_allocation(&shape, 16)?;
        let part = |offset: usize| -> Vec<f64> {
            states
                .iter()
                .flat_map(|y| {
                    self.selection
                        .iter()
                        .map(move |&i| y.get(i + offset).copied().unwrap_or(0.0))
                })
                .collect()
        };
        let im = self.complex.then(|| part(self.n));
        from_float_parts(shape, part(0), im, false)
    }

    fn call(
        &self,
        interp: &mut Interpreter,
        t: Value,
        y: Value,
        flag: &str,
        nargout: usize,
    ) -> Result<Outputs> {
        let mut inputs = vec![t, y, Value::char_row(flag)];
        inputs.extend(self.extras.iter().cloned());
        interp.call_function(&self.handle, &inputs, nargout)
    }

    /// `fcn([t0 tfinal], y0(sel), 'init')`.
    pub(crate) fn init(&self, interp: &mut Interpreter, ends: [f64; 2], y0: &[f64]) -> Result<()> {
        let y = self.columns(&[y0])?;
        self.call(interp, Value::row(ends.to_vec()), y, "init", 0)?;
        Ok(())
    }

    /// `status = fcn(t, y(sel,:), '')`: true when the function asks to
    /// stop.
    pub(crate) fn step(
        &self,
        interp: &mut Interpreter,
        times: &[f64],
        states: &[Vec<f64>],
    ) -> Result<bool> {
        let columns: Vec<&[f64]> = states.iter().map(Vec::as_slice).collect();
        let y = self.columns(&columns)?;
        let out = self.call(interp, Value::row(times.to_vec()), y, "", 1)?;
        match out.first() {
            Some(status) if !status.is_empty() => is_true(status),
            _ => Ok(false),
        }
    }

    /// `fcn([], [], 'done')`.
    pub(crate) fn done(&self, interp: &mut Interpreter) -> Result<()> {
        self.call(interp, Value::empty(), Value::empty(), "done", 0)?;
        Ok(())
    }
}

/// `status = odeprint(t, y, flag)`: the output function that prints to
/// the Command Window. With 'init' it shows `t` as `tspan(1)` and `y` as
/// `y0'`; after each step (flag `''`) `t'` and `y'`, one row per output
/// point; with 'done' a blank line. `status` is always 0.
pub fn odeprint(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let flag = match args.get(2) {
        None => String::new(),
        Some(v) => v.as_text().unwrap_or_default(),
    };
    let transposed = crate::ops::transpose::transpose;
    match flag.as_str() {
        "init" => {
            let t = args.first().cloned().unwrap_or_else(Value::empty);
            let t0 = if t.is_empty() {
                t
            } else {
                Value::scalar(
                    t.to_f64_vec()
                        .and_then(|v| v.first().copied())
                        .unwrap_or(0.0),
                )
            };
            let y = transposed(args.get(1).unwrap_or(&Value::empty()))?;
            let text = display::display_value("t", &t0, &interp.format)?
                + &display::display_value("y", &y, &interp.format)?;
            interp.print(&text);
        }
        "done" => interp.print("\n"),
        "" => {
            let t = transposed(args.first().unwrap_or(&Value::empty()))?;
            let y = transposed(args.get(1).unwrap_or(&Value::empty()))?;
            let text = display::display_value("t", &t, &interp.format)?
                + &display::display_value("y", &y, &interp.format)?;
            interp.print(&text);
        }
        _ => {}
    }
    if nargout > 0 {
        return one(Value::scalar(0.0));
    }
    Ok(Outputs::new())
}
