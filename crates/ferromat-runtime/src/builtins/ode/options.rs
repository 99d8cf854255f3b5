//! `odeset` and `odeget`: the options structure of the ODE solvers, with
//! MATLAB's parameter names, built on the name-value machinery `optimset`
//! uses. Reading the values for a solver is solvers.rs's job.

use crate::builtins::optim::OptionSet;
use crate::builtins::{one, Outputs};
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Value;

/// The parameters of `odeset`, in MATLAB's display order.
pub(crate) const ODESET: OptionSet = OptionSet {
    setter: "odeset",
    getter: "odeget",
    fields: &[
        "AbsTol",
        "BDF",
        "Events",
        "InitialStep",
        "Jacobian",
        "JConstant",
        "JPattern",
        "Mass",
        "MassSingular",
        "MaxOrder",
        "MaxStep",
        "NonNegative",
        "NormControl",
        "OutputFcn",
        "OutputSel",
        "Refine",
        "RelTol",
        "Stats",
        "Vectorized",
        "MStateDependence",
        "MvPattern",
        "InitialSlope",
    ],
};

/// `options = odeset(Name, Value, ...)`, `odeset(oldopts, Name, Value,
/// ...)`, `odeset(oldopts, newopts)`; `odeset` alone lists the names.
pub fn odeset(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if args.is_empty() && nargout == 0 {
        interp.print(&ODESET.listing());
        return Ok(Outputs::new());
    }
    one(ODESET.set(ODESET.empty(), args)?)
}

/// `v = odeget(options, 'Name')`, `odeget(options, 'Name', default)`.
pub fn odeget(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(ODESET.get(args)?)
}
