//! The interrupt flag (Ctrl-C, or an embedder's `InterruptHandle`) of the
//! engine running on this thread, reachable from code that has no
//! `Interpreter` at hand: operators, formatting loops and long builtins
//! check it between chunks of work so a long matrix product or sort ends
//! promptly. Statements and calls check the same flag through
//! `Interpreter::check_interrupt`.
//!
//! This file must not decide what is a chunk: callers choose where a check
//! costs nothing next to the work between two checks.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::error::{Result, RuntimeError};

thread_local! {
    /// The flag of the engine running on this thread, while it runs.
    static CURRENT: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// Runs `f` with `flag` as this thread's interrupt flag, restoring the
/// previous one afterwards (also on unwind), so an engine called from a
/// host function inside another engine's run does not leak its flag.
pub fn with_interrupt_flag<R>(flag: &Arc<AtomicBool>, f: impl FnOnce() -> R) -> R {
    let previous = CURRENT.with(|cell| cell.replace(Some(flag.clone())));
    struct Restore(Option<Arc<AtomicBool>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let previous = self.0.take();
            CURRENT.with(|cell| *cell.borrow_mut() = previous);
        }
    }
    let _restore = Restore(previous);
    f()
}

/// True when an interrupt is pending; leaves it pending, for code (such as
/// a kernel's stop callback) that cannot return an error itself.
pub fn requested() -> bool {
    CURRENT.with(|cell| {
        cell.borrow()
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
    })
}

/// The error a pending interrupt ends the running code with.
pub fn interrupted_error() -> RuntimeError {
    RuntimeError::new("MATLAB:interrupted", "Operation terminated by user.")
}

/// The error for work that a stop callback (`requested`) ended: consumes
/// the pending interrupt, as `check` does, so the statement after the
/// error does not see it again.
pub fn stopped_error() -> RuntimeError {
    let _ = check();
    interrupted_error()
}

/// Consumes a pending interrupt as `MATLAB:interrupted`; `Ok` when none.
pub fn check() -> Result<()> {
    let pending = CURRENT.with(|cell| {
        cell.borrow()
            .as_ref()
            .is_some_and(|flag| flag.swap(false, Ordering::Relaxed))
    });
    if pending {
        Err(interrupted_error())
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_sees_only_the_flag_of_the_running_engine() {
        let outer = Arc::new(AtomicBool::new(false));
        let inner = Arc::new(AtomicBool::new(true));
        assert!(check().is_ok(), "no engine running: nothing to see");
        with_interrupt_flag(&outer, || {
            assert!(!requested());
            with_interrupt_flag(&inner, || {
                assert!(requested());
                let error = check().unwrap_err();
                assert_eq!(error.identifier, "MATLAB:interrupted");
                assert!(!requested(), "check consumes the interrupt");
            });
            outer.store(true, Ordering::Relaxed);
            assert!(requested(), "the outer flag is back in force");
        });
        assert!(!requested());
    }
}
