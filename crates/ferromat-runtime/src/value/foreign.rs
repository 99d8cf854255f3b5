//! Elements in memory an embedder lends a tensor (a NumPy array's buffer),
//! and the lease that ends a loan lasting one call. The tensor reads the
//! lent memory in place; when a lease ends while MATLAB code still holds
//! the value (a persistent variable, an output), the elements are copied
//! once, so that the embedder may write its memory again. This file must
//! not know what owns the memory (the owner object keeps it alive) nor
//! which tensors share it.

use std::any::Any;
use std::collections::TryReserveError;
use std::sync::{Arc, OnceLock, Weak};

/// Elements in memory another owner manages, valid while `owner` lives.
pub(super) struct ForeignData<T> {
    ptr: *const T,
    pub(super) len: usize,
    /// The elements copied when a lease ended with the data still held;
    /// read instead of `ptr` from then on.
    copy: OnceLock<Vec<T>>,
    _owner: Box<dyn Any + Send + Sync>,
}

// SAFETY: the lent elements are only ever read (as `&[T]`), so sending or
// sharing the handle is sound when `&T` may cross threads (`T: Sync`); the
// copy is a `OnceLock<Vec<T>>`, shareable when `T: Send + Sync`; the owner
// is `Send + Sync` itself.
unsafe impl<T: Send + Sync> Send for ForeignData<T> {}
// SAFETY: as above.
unsafe impl<T: Send + Sync> Sync for ForeignData<T> {}

impl<T> ForeignData<T> {
    /// # Safety
    /// `ptr` must be aligned and valid for reads of `len` initialised `T`s
    /// while `owner` lives, and unwritten until the loan ends (for ever,
    /// or until [`Lease::end`] returns).
    pub(super) unsafe fn new(ptr: *const T, len: usize, owner: Box<dyn Any + Send + Sync>) -> Self {
        ForeignData {
            ptr,
            len,
            copy: OnceLock::new(),
            _owner: owner,
        }
    }

    pub(super) fn as_slice(&self) -> &[T] {
        if let Some(copy) = self.copy.get() {
            return copy;
        }
        self.lent()
    }

    fn lent(&self) -> &[T] {
        // SAFETY: `new`'s contract: `ptr` is aligned and valid for reads of
        // `len` initialised elements while `_owner` (dropped with `self`,
        // after any borrow of the slice) lives. A slice taken before a lease
        // ended stays valid: the owner is kept after the copy is made.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for ForeignData<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// Lent data whose loan can end: copies its elements into memory of its own.
trait Detach: Send + Sync {
    fn detach(&self) -> Result<(), TryReserveError>;
}

impl<T: Clone + Send + Sync> Detach for ForeignData<T> {
    fn detach(&self) -> Result<(), TryReserveError> {
        if self.copy.get().is_some() {
            return Ok(());
        }
        let lent = self.lent();
        let mut copy = Vec::new();
        copy.try_reserve_exact(lent.len())?;
        copy.extend_from_slice(lent);
        // Only the lease's owner detaches, once; a lost race would leave an
        // equal copy, so the result of `set` does not matter.
        let _ = self.copy.set(copy);
        Ok(())
    }
}

/// The end of a loan that lasts one call (see
/// [`Tensor::from_foreign_for_call`](super::Tensor::from_foreign_for_call)).
#[must_use = "a lease must be ended before the lender writes its memory"]
pub struct Lease(Weak<dyn Detach>);

impl Lease {
    pub(super) fn new<T: Clone + Send + Sync + 'static>(data: &Arc<ForeignData<T>>) -> Lease {
        let data: Arc<dyn Detach> = data.clone();
        Lease(Arc::downgrade(&data))
    }

    /// Ends the loan: when a tensor still holds the lent elements, they
    /// are copied (once) and read from the copy from now on; `Ok(true)`
    /// says a copy was made. After `Ok`, the lender may write its memory.
    /// An `Err` (no memory for the copy) leaves the loan in force.
    pub fn end(self) -> Result<bool, TryReserveError> {
        match self.0.upgrade() {
            Some(data) => data.detach().map(|()| true),
            None => Ok(false),
        }
    }
}

impl std::fmt::Debug for Lease {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Lease")
    }
}
