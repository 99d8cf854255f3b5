//! Runs the tasks of destroyed `onCleanup` objects. A destroyed object only
//! queues its task (`value/cleanup.rs`); the interpreter runs the queue
//! after each statement and after each function call has dropped its
//! workspace, which is when MATLAB destroys a function's locals, whether it
//! returned or failed. A task's error becomes a warning, as MATLAB reports
//! errors in destructors; Ctrl-C, `exit` and the step budget still end the
//! command. This file must not decide when objects are destroyed.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use super::Interpreter;
use crate::error::Result;
use crate::value::cleanup::CleanupQueue;
use crate::value::Value;

impl Interpreter {
    /// The queue that this engine's `onCleanup` objects hand their tasks to.
    pub fn cleanup_queue(&self) -> Arc<CleanupQueue> {
        self.cleanups.clone()
    }

    /// Runs queued cleanup tasks, if any; cheap when there are none.
    #[inline]
    pub(super) fn run_pending_cleanups(&mut self) -> Result<()> {
        if self.cleanups.is_pending() {
            self.run_cleanups()
        } else {
            Ok(())
        }
    }

    #[cold]
    fn run_cleanups(&mut self) -> Result<()> {
        while let Some(task) = self.cleanups.pop() {
            // Cleanup runs after Ctrl-C too (that is what it is for): the
            // interrupt waits until the task is done.
            let interrupted = self.interrupt.swap(false, Ordering::Relaxed);
            let outcome = self.run_cleanup_task(task);
            if interrupted {
                self.interrupt.store(true, Ordering::Relaxed);
            }
            match outcome {
                Ok(()) => {}
                Err(error) if error.is_uncatchable() => return Err(error),
                Err(error) => crate::builtins::messages::warn(
                    self,
                    "MATLAB:class:DestructorError",
                    &format!(
                        "The following error was caught while executing 'onCleanup' class destructor:\n{}",
                        error.message
                    ),
                ),
            }
        }
        Ok(())
    }

    /// Calls one task with no inputs and no outputs (`delete(obj)` too).
    pub fn run_cleanup_task(&mut self, task: Value) -> Result<()> {
        self.call_function(&task, &[], 0).map(drop)
    }
}
