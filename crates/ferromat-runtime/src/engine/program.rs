//! Compile once, run many: a [`Program`] is MATLAB code parsed once by
//! [`Engine::compile`](crate::Engine::compile) and run by
//! [`Engine::run`](crate::Engine::run) as often as wanted, without parsing
//! the text again. It must not hold any session state: one program may run
//! in several engines.

use std::sync::Arc;

use crate::error::Result;
use crate::interp::{guard, CodeUnit};

/// Parsed MATLAB code, ready to run in any engine.
///
/// ```
/// use ferromat_runtime::Engine;
/// let mut engine = Engine::new();
/// let step = engine.compile("k = k + 1;").unwrap();
/// engine.eval("k = 0;").unwrap();
/// for _ in 0..3 {
///     engine.run(&step).unwrap();
/// }
/// assert_eq!(engine.get("k").unwrap().as_f64(), Some(3.0));
/// ```
#[derive(Clone, Debug)]
pub struct Program {
    pub(crate) unit: Arc<CodeUnit>,
}

impl Program {
    /// Parses `code`; a syntax error comes back with its location and
    /// [`ParseDetail`](crate::ParseDetail).
    pub fn parse(code: &str) -> Result<Program> {
        let unit = guard::catch_panic(|| CodeUnit::parse_text(code))?;
        Ok(Program {
            unit: Arc::new(unit),
        })
    }

    /// The source text.
    pub fn source(&self) -> &str {
        &self.unit.source
    }
}
