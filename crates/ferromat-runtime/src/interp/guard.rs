//! The last line of defence against bugs: a panic inside a statement (in a
//! builtin, an operator, indexing) becomes the MATLAB error
//! `ferromat:internalError` instead of killing the session, and the panic
//! hook stays quiet for panics that are caught here. This file must not be
//! used to paper over known bugs: every panic it catches is a bug to fix.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

use crate::error::{Result, RuntimeError};

/// Identifier of the error a caught panic becomes.
pub const INTERNAL_ERROR_IDENTIFIER: &str = "ferromat:internalError";

thread_local! {
    /// How many `catch_panic` calls are active on this thread; the panic
    /// hook prints nothing while this is non-zero.
    static GUARDED: Cell<u32> = const { Cell::new(0) };
}

static INSTALL_HOOK: Once = Once::new();

/// Installs (once per process) a panic hook that is silent for panics
/// `catch_panic` will turn into errors and defers to the previous hook for
/// every other panic, so a host's own panics still print.
pub fn install_quiet_panic_hook() {
    INSTALL_HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if GUARDED.with(|g| g.get()) == 0 {
                previous(info);
            }
        }));
    });
}

/// Runs `body`; a panic inside it becomes an internal error. No allocation
/// happens unless a panic occurs, so this is cheap enough to wrap every
/// statement.
pub fn catch_panic<T>(body: impl FnOnce() -> Result<T>) -> Result<T> {
    GUARDED.with(|g| g.set(g.get() + 1));
    // The interpreter state a panic may leave half-updated is restored by
    // the caller (frame stack lengths); values themselves are copy-on-write
    // and never observed in a torn state.
    let outcome = panic::catch_unwind(AssertUnwindSafe(body));
    GUARDED.with(|g| g.set(g.get().saturating_sub(1)));
    match outcome {
        Ok(result) => result,
        Err(payload) => {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".to_string());
            Err(RuntimeError::new(
                INTERNAL_ERROR_IDENTIFIER,
                format!("Internal error in ferromat: {message}"),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_an_internal_error() {
        install_quiet_panic_hook();
        let error = catch_panic::<()>(|| panic!("boom {}", 7)).unwrap_err();
        assert_eq!(error.identifier, INTERNAL_ERROR_IDENTIFIER);
        assert_eq!(error.message, "Internal error in ferromat: boom 7");
        let plain = catch_panic::<()>(|| panic!("static text")).unwrap_err();
        assert_eq!(plain.message, "Internal error in ferromat: static text");
        assert_eq!(GUARDED.with(|g| g.get()), 0);
    }

    #[test]
    fn results_pass_through() {
        assert_eq!(catch_panic(|| Ok(5)).unwrap(), 5);
        let error = catch_panic::<()>(|| Err(RuntimeError::new("a:b", "c"))).unwrap_err();
        assert_eq!(error.identifier, "a:b");
    }
}
