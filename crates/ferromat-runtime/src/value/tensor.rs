//! `Tensor<T>`: the one array representation of every homogeneous MATLAB
//! class. Column-major, copy-on-write behind an `Arc`; a 1x1 tensor keeps its
//! element inline so scalar arithmetic never touches the heap. An embedder
//! can lend a tensor memory it manages (a NumPy array's buffer), read
//! without a copy until the first write. This file must not know what
//! owns lent memory (the embedder's owner object keeps it alive).

use std::any::Any;
use std::sync::Arc;

use ndarray::{ArrayD, ArrayViewD, IxDyn, ShapeBuilder};

use super::foreign::{ForeignData, Lease};
use super::shape::Shape;

#[derive(Clone, Debug)]
enum Storage<T> {
    /// The single element of a 1x1 array.
    Scalar(T),
    /// All elements, column-major; shared until written.
    Shared(Arc<Vec<T>>),
    /// All elements, column-major, in memory an embedder lent (see
    /// [`Tensor::from_foreign`] and `value/foreign.rs`); never written: the
    /// first write copies them into `Shared`.
    Foreign(Arc<ForeignData<T>>),
}

/// An N-d array of `T` in column-major order.
#[derive(Clone, Debug)]
pub struct Tensor<T> {
    shape: Shape,
    storage: Storage<T>,
}

/// Equal shapes and elements, however each tensor stores them.
impl<T: PartialEq> PartialEq for Tensor<T> {
    fn eq(&self, other: &Tensor<T>) -> bool {
        self.shape == other.shape && self.elements() == other.elements()
    }
}

impl<T> Tensor<T> {
    fn elements(&self) -> &[T] {
        match &self.storage {
            Storage::Scalar(x) => std::slice::from_ref(x),
            Storage::Shared(v) => v,
            Storage::Foreign(f) => f.as_slice(),
        }
    }
}

impl<T: Clone> Tensor<T> {
    /// # Panics
    /// If `data.len()` is not the number of elements of `shape` (a bug in the
    /// caller, never a user error).
    #[track_caller]
    pub fn new(shape: Shape, mut data: Vec<T>) -> Tensor<T> {
        assert_eq!(
            shape.numel(),
            data.len(),
            "tensor data length does not match its shape {shape:?}"
        );
        let storage = if data.len() == 1 && shape.is_scalar() {
            Storage::Scalar(data.pop().expect("one element"))
        } else {
            Storage::Shared(Arc::new(data))
        };
        Tensor { shape, storage }
    }

    pub fn scalar(value: T) -> Tensor<T> {
        Tensor {
            shape: Shape::scalar(),
            storage: Storage::Scalar(value),
        }
    }

    /// A 1xn row vector.
    pub fn row(data: Vec<T>) -> Tensor<T> {
        Tensor::new(Shape::row(data.len()), data)
    }

    /// An nx1 column vector.
    pub fn column(data: Vec<T>) -> Tensor<T> {
        Tensor::new(Shape::column(data.len()), data)
    }

    /// Every element equal to `value`.
    pub fn filled(shape: Shape, value: T) -> Tensor<T> {
        let n = shape.numel();
        Tensor::new(shape, vec![value; n])
    }

    /// 0x0.
    pub fn empty() -> Tensor<T> {
        Tensor::new(Shape::empty(), Vec::new())
    }

    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    pub fn numel(&self) -> usize {
        match &self.storage {
            Storage::Scalar(_) => 1,
            Storage::Shared(v) => v.len(),
            Storage::Foreign(f) => f.len,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.numel() == 0
    }

    pub fn is_scalar(&self) -> bool {
        matches!(self.storage, Storage::Scalar(_)) || self.shape.is_scalar()
    }

    /// The elements in column-major order.
    pub fn data(&self) -> &[T] {
        self.elements()
    }

    /// The elements for writing; copies them first if they are shared or
    /// lent.
    pub fn data_mut(&mut self) -> &mut [T] {
        if let Storage::Foreign(f) = &self.storage {
            let copy = f.as_slice().to_vec();
            self.storage = Storage::Shared(Arc::new(copy));
        }
        match &mut self.storage {
            Storage::Scalar(x) => std::slice::from_mut(x),
            Storage::Shared(v) => Arc::make_mut(v).as_mut_slice(),
            Storage::Foreign(_) => unreachable!("lent elements were copied above"),
        }
    }

    /// A tensor of `shape` over the `len` elements at `ptr`, which another
    /// owner manages (an embedder's array): no copy is made. `owner` is
    /// kept (and dropped with the last tensor sharing the elements); the
    /// elements are never written through the tensor, whose first write
    /// copies them. Empty and 1x1 tensors copy their element instead.
    ///
    /// # Safety
    /// `ptr` must be aligned and valid for reads of `len` initialised `T`s
    /// for as long as `owner` lives, and nothing may write or free those
    /// elements while `owner` lives.
    ///
    /// # Panics
    /// If `len` is not the number of elements of `shape` (a bug in the
    /// caller, never a user error).
    #[track_caller]
    pub unsafe fn from_foreign(
        shape: Shape,
        ptr: *const T,
        len: usize,
        owner: Box<dyn Any + Send + Sync>,
    ) -> Tensor<T>
    where
        T: Send + Sync,
    {
        assert_eq!(
            shape.numel(),
            len,
            "lent data length does not match its shape {shape:?}"
        );
        // SAFETY: the caller's contract, passed on.
        let foreign = unsafe { ForeignData::new(ptr, len, owner) };
        if len <= 1 {
            return Tensor::new(shape, foreign.as_slice().to_vec());
        }
        Tensor {
            shape,
            storage: Storage::Foreign(Arc::new(foreign)),
        }
    }

    /// Like [`Tensor::from_foreign`], for a loan that lasts one call (an
    /// argument the embedder keeps writing afterwards): the elements are
    /// read in place until the returned [`Lease`] ends; a tensor that
    /// still holds them then (MATLAB code kept the value) reads a copy
    /// made at that moment. No lease when the tensor copied its element
    /// (empty and 1x1 tensors).
    ///
    /// # Safety
    /// `ptr` must be aligned and valid for reads of `len` initialised `T`s
    /// for as long as `owner` lives, and nothing may write or free those
    /// elements until [`Lease::end`] returns `Ok`.
    ///
    /// # Panics
    /// If `len` is not the number of elements of `shape`.
    #[track_caller]
    pub unsafe fn from_foreign_for_call(
        shape: Shape,
        ptr: *const T,
        len: usize,
        owner: Box<dyn Any + Send + Sync>,
    ) -> (Tensor<T>, Option<Lease>)
    where
        T: Send + Sync + 'static,
    {
        // SAFETY: the caller's contract, which ends no earlier than the
        // lease does.
        let tensor = unsafe { Tensor::from_foreign(shape, ptr, len, owner) };
        let lease = match &tensor.storage {
            Storage::Foreign(data) => Some(Lease::new(data)),
            _ => None,
        };
        (tensor, lease)
    }

    /// Whether the elements are memory an embedder lent (no copy made).
    pub fn is_lent(&self) -> bool {
        matches!(self.storage, Storage::Foreign(_))
    }

    /// The buffer holding the elements when it is one a second owner can
    /// share (a map key keeps a char row's text without copying it);
    /// `None` for an inline scalar or lent memory.
    pub fn shared_buffer(&self) -> Option<&Arc<Vec<T>>> {
        match &self.storage {
            Storage::Shared(v) => Some(v),
            _ => None,
        }
    }

    /// The elements for writing when no other tensor shares them (a fresh
    /// temporary); `None` when shared, so the caller can allocate instead
    /// of paying for a copy it would then overwrite.
    pub fn unique_data_mut(&mut self) -> Option<&mut [T]> {
        match &mut self.storage {
            Storage::Scalar(x) => Some(std::slice::from_mut(x)),
            Storage::Shared(v) => Arc::get_mut(v).map(|v| v.as_mut_slice()),
            Storage::Foreign(_) => None,
        }
    }

    /// `f` of every element through the kernels' unary engine: vectorised
    /// where `f` allows and parallel on large arrays (same result as
    /// `map`, which takes `FnMut` and runs serially).
    pub fn map_elements<U: Clone + Send>(&self, f: impl Fn(&T) -> U + Sync) -> Tensor<U>
    where
        T: Sync,
    {
        match &self.storage {
            Storage::Scalar(x) => Tensor {
                shape: self.shape.clone(),
                storage: Storage::Scalar(f(x)),
            },
            Storage::Shared(_) | Storage::Foreign(_) => Tensor::new(
                self.shape.clone(),
                ferromat_kernels::unary_map(self.data(), ferromat_kernels::Parallelism::Auto, f),
            ),
        }
    }

    /// `map_elements` into the tensor's own buffer when it is not shared.
    pub fn map_in_place(mut self, f: impl Fn(&T) -> T + Sync) -> Tensor<T>
    where
        T: Send + Sync,
    {
        if let Some(data) = self.unique_data_mut() {
            ferromat_kernels::unary_map_in_place(data, ferromat_kernels::Parallelism::Auto, &f);
            return self;
        }
        self.map_elements(f)
    }

    /// The element of a 1x1 tensor held inline (the scalar-loop case).
    #[inline]
    pub fn inline_scalar(&self) -> Option<T>
    where
        T: Copy,
    {
        match self.storage {
            Storage::Scalar(x) => Some(x),
            Storage::Shared(_) | Storage::Foreign(_) => None,
        }
    }

    /// Appends `value` to a row or column vector of two or more elements
    /// whose buffer no other tensor shares (`x(end+1) = v` in a loop): the
    /// buffer grows by amortised doubling instead of being copied. Returns
    /// false, unchanged, for a shared buffer or any other shape.
    pub fn push_to_unique_vector(&mut self, value: T) -> bool {
        let Storage::Shared(data) = &mut self.storage else {
            return false;
        };
        let n = data.len();
        let grown = if self.shape.dims() == [1, n] {
            Shape::row(n + 1)
        } else if self.shape.dims() == [n, 1] {
            Shape::column(n + 1)
        } else {
            return false;
        };
        match Arc::get_mut(data) {
            Some(data) => {
                data.push(value);
                self.shape = grown;
                true
            }
            None => false,
        }
    }

    /// The element of a 1x1 tensor held inline, for overwriting in place.
    pub fn inline_scalar_mut(&mut self) -> Option<&mut T> {
        match &mut self.storage {
            Storage::Scalar(x) => Some(x),
            Storage::Shared(_) | Storage::Foreign(_) => None,
        }
    }

    /// The element at column-major position `i`, if any.
    pub fn get(&self, i: usize) -> Option<&T> {
        self.data().get(i)
    }

    /// The first element of a non-empty tensor.
    pub fn first(&self) -> Option<&T> {
        self.data().first()
    }

    /// The elements as an owned vector (copies only if shared or lent).
    pub fn into_vec(self) -> Vec<T> {
        match self.storage {
            Storage::Scalar(x) => vec![x],
            Storage::Shared(v) => Arc::try_unwrap(v).unwrap_or_else(|v| (*v).clone()),
            Storage::Foreign(f) => f.as_slice().to_vec(),
        }
    }

    /// The elements when this tensor is their only owner; `None` when they
    /// are shared (dropping the tensor then only releases a reference).
    pub fn into_unique_vec(self) -> Option<Vec<T>> {
        match self.storage {
            Storage::Scalar(x) => Some(vec![x]),
            Storage::Shared(v) => Arc::try_unwrap(v).ok(),
            Storage::Foreign(_) => None,
        }
    }

    /// Same elements, new shape with the same number of elements.
    ///
    /// # Panics
    /// If the element counts differ.
    #[track_caller]
    pub fn reshaped(self, shape: Shape) -> Tensor<T> {
        assert_eq!(shape.numel(), self.numel(), "reshape to {shape:?}");
        Tensor {
            shape,
            storage: self.storage,
        }
    }

    /// Applies `f` to every element, keeping the shape.
    pub fn map<U: Clone>(&self, f: impl FnMut(&T) -> U) -> Tensor<U> {
        match &self.storage {
            Storage::Scalar(x) => {
                let mut f = f;
                Tensor {
                    shape: self.shape.clone(),
                    storage: Storage::Scalar(f(x)),
                }
            }
            Storage::Shared(_) | Storage::Foreign(_) => {
                Tensor::new(self.shape.clone(), self.data().iter().map(f).collect())
            }
        }
    }

    /// A zero-copy column-major `ndarray` view, for the kernels.
    pub fn view(&self) -> ArrayViewD<'_, T> {
        ArrayViewD::from_shape(IxDyn(self.shape.dims()).f(), self.data())
            .expect("a tensor's data always matches its shape")
    }

    /// Takes an `ndarray` of any layout; copies into column-major order
    /// unless it already is column-major and contiguous.
    pub fn from_ndarray(array: ArrayD<T>) -> Tensor<T> {
        let shape = Shape::new(array.shape());
        if array.t().is_standard_layout() {
            let n = shape.numel();
            let (mut data, offset) = array.into_raw_vec_and_offset();
            let start = offset.unwrap_or(0);
            if start != 0 || data.len() != n {
                data = data[start..start + n].to_vec();
            }
            return Tensor::new(shape, data);
        }
        let data: Vec<T> = array.t().iter().cloned().collect();
        Tensor::new(shape, data)
    }

    /// A column-major owned `ndarray` copy of the elements.
    pub fn to_ndarray(&self) -> ArrayD<T> {
        ArrayD::from_shape_vec(IxDyn(self.shape.dims()).f(), self.data().to_vec())
            .expect("a tensor's data always matches its shape")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copy_on_write() {
        let a = Tensor::row(vec![1.0, 2.0, 3.0]);
        let mut b = a.clone();
        b.data_mut()[0] = 9.0;
        assert_eq!(a.data(), &[1.0, 2.0, 3.0]);
        assert_eq!(b.data(), &[9.0, 2.0, 3.0]);
    }

    #[test]
    fn view_is_column_major() {
        let t = Tensor::new(Shape::matrix(2, 3), vec![1, 2, 3, 4, 5, 6]);
        let v = t.view();
        assert_eq!(v[[0, 1]], 3);
        assert_eq!(v[[1, 2]], 6);
    }

    #[test]
    fn ndarray_round_trip_any_layout() {
        let c_order = ndarray::arr2(&[[1, 2, 3], [4, 5, 6]]).into_dyn();
        let t = Tensor::from_ndarray(c_order.clone());
        assert_eq!(t.data(), &[1, 4, 2, 5, 3, 6]);
        assert_eq!(t.to_ndarray(), c_order);
    }

    #[test]
    fn lent_elements_are_read_in_place_and_copied_on_write() {
        let owner: Arc<Vec<f64>> = Arc::new(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
        let ptr = owner.as_ptr();
        // SAFETY: `owner` keeps the vector alive and nothing writes it.
        let lent =
            unsafe { Tensor::from_foreign(Shape::matrix(2, 3), ptr, 6, Box::new(owner.clone())) };
        assert!(lent.is_lent());
        assert_eq!(lent.data().as_ptr(), ptr);
        assert_eq!(lent, Tensor::new(Shape::matrix(2, 3), owner.to_vec()));
        let mut copy = lent.clone();
        copy.data_mut()[0] = 9.0;
        assert!(!copy.is_lent());
        assert_eq!(copy.data(), &[9.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
        assert_eq!(owner[0], 1.0);
        assert_eq!(lent.data()[0], 1.0);
        let mut lent = lent.reshaped(Shape::matrix(3, 2));
        assert!(lent.is_lent() && lent.unique_data_mut().is_none());
        assert_eq!(lent.map(|x| x * 2.0).data()[5], 12.0);
        assert_eq!(lent.clone().into_vec(), owner.to_vec());
        assert!(lent.into_unique_vec().is_none());
        // The owner lives as long as the last tensor over its elements.
        assert_eq!(Arc::strong_count(&owner), 1);
    }

    #[test]
    fn lent_empty_and_scalar_tensors_are_copied() {
        let owner = Arc::new(vec![7u8]);
        // SAFETY: as above.
        let one = unsafe {
            Tensor::from_foreign(Shape::scalar(), owner.as_ptr(), 1, Box::new(owner.clone()))
        };
        assert!(!one.is_lent());
        assert_eq!(one.inline_scalar(), Some(7));
    }

    #[test]
    fn a_lease_that_ends_copies_only_what_is_still_held() {
        let mut memory = [1.0, 2.0, 3.0, 4.0];
        let ptr = memory.as_ptr();
        // SAFETY: `memory` outlives both tensors' reads below and is only
        // written after each lease has ended.
        let (dropped, lease) =
            unsafe { Tensor::from_foreign_for_call(Shape::row(4), ptr, 4, Box::new(())) };
        assert_eq!(dropped.data().as_ptr(), ptr);
        drop(dropped);
        assert!(
            !lease.expect("a lease").end().unwrap(),
            "nothing held: no copy"
        );

        // SAFETY: as above.
        let (kept, lease) =
            unsafe { Tensor::from_foreign_for_call(Shape::row(4), ptr, 4, Box::new(())) };
        let also_kept = kept.clone().reshaped(Shape::column(4));
        assert!(lease.expect("a lease").end().unwrap(), "held: copied");
        memory[0] = 9.0;
        assert_ne!(kept.data().as_ptr(), memory.as_ptr());
        assert_eq!(kept.data(), &[1.0, 2.0, 3.0, 4.0]);
        assert_eq!(also_kept.data(), &[1.0, 2.0, 3.0, 4.0]);

        // SAFETY: as above; a 1x1 tensor copies its element at once.
        let (one, lease) =
            unsafe { Tensor::from_foreign_for_call(Shape::scalar(), ptr, 1, Box::new(())) };
        assert!(lease.is_none());
        assert_eq!(one.inline_scalar(), Some(9.0));
    }
}
