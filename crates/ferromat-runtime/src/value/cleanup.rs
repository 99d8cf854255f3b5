//! The data of an `onCleanup` object: a task (a function handle) that must
//! run once, when the last copy of the object is destroyed. Rust's `Drop`
//! sees that moment, but a drop cannot run MATLAB code (it has no
//! interpreter and may happen deep inside a builtin), so it only hands the
//! task to its engine's [`CleanupQueue`]; the interpreter runs queued tasks
//! at statement and function boundaries (`interp/cleanup.rs`). This file
//! must not call into the interpreter or decide when tasks run.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use super::Value;

/// Tasks of destroyed `onCleanup` objects, waiting to run; one per engine.
#[derive(Debug, Default)]
pub struct CleanupQueue {
    /// Set when `tasks` may be non-empty, so the interpreter's check at each
    /// statement is one load, not a lock.
    pending: AtomicBool,
    tasks: Mutex<Vec<Value>>,
}

impl CleanupQueue {
    /// Whether tasks may be waiting.
    #[inline]
    pub fn is_pending(&self) -> bool {
        self.pending.load(Ordering::Acquire)
    }

    /// The oldest waiting task, if any.
    pub fn pop(&self) -> Option<Value> {
        let mut tasks = self.tasks.lock().unwrap_or_else(|p| p.into_inner());
        let task = if tasks.is_empty() {
            None
        } else {
            Some(tasks.remove(0))
        };
        if tasks.is_empty() {
            self.pending.store(false, Ordering::Release);
        }
        task
    }

    fn push(&self, task: Value) {
        let mut tasks = self.tasks.lock().unwrap_or_else(|p| p.into_inner());
        tasks.push(task);
        self.pending.store(true, Ordering::Release);
    }
}

/// One `onCleanup` object (a handle: every copy shares it).
#[derive(Debug)]
pub struct CleanupTask {
    task: Mutex<Option<Value>>,
    queue: Arc<CleanupQueue>,
}

impl CleanupTask {
    pub fn new(task: Value, queue: Arc<CleanupQueue>) -> Self {
        CleanupTask {
            task: Mutex::new(Some(task)),
            queue,
        }
    }

    /// The task still to run (`obj.task`); `None` once run or cancelled.
    pub fn task(&self) -> Option<Value> {
        self.lock().clone()
    }

    /// Takes the task out, so it never runs on destruction: `cancel(obj)`
    /// drops it, `delete(obj)` runs it at once.
    pub fn take(&self) -> Option<Value> {
        self.lock().take()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Value>> {
        self.task.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl Drop for CleanupTask {
    fn drop(&mut self) {
        if let Some(task) = self.take() {
            self.queue.push(task);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn last_copy_dropped_queues_the_task_once() {
        let queue = Arc::new(CleanupQueue::default());
        let object = Arc::new(CleanupTask::new(Value::scalar(7.0), queue.clone()));
        let copy = object.clone();
        drop(object);
        assert!(!queue.is_pending());
        drop(copy);
        assert!(queue.is_pending());
        assert_eq!(queue.pop(), Some(Value::scalar(7.0)));
        assert!(!queue.is_pending());
        assert_eq!(queue.pop(), None);
    }

    #[test]
    fn a_taken_task_is_not_queued() {
        let queue = Arc::new(CleanupQueue::default());
        let object = CleanupTask::new(Value::scalar(1.0), queue.clone());
        assert_eq!(object.take(), Some(Value::scalar(1.0)));
        assert_eq!(object.task(), None);
        drop(object);
        assert!(!queue.is_pending());
    }
}
