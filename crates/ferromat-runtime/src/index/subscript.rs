//! The one place where subscripts are validated: turns `Subscript`s into
//! 0-based positions per (folded) dimension and into read, write and delete
//! plans that the element-generic gather/scatter/delete code executes.
//! Knows shapes only, never element types or classes.

use smallvec::SmallVec;

use super::errors;
use super::Subscript;
use crate::error::Result;
use crate::value::{Shape, Value};

/// The largest zero-based index a double subscript converts to.
const MAX_EXACT_INDEX: f64 = 9_007_199_254_740_992.0;

/// The first zero-based position indexed assignment refuses: the index
/// 2^48 (MATLAB's largest array has 2^48 - 1 elements).
const MAX_GROWTH_POSITION: usize = (1 << 48) - 1;

/// The positions selected along one dimension.
#[derive(Clone, Debug, PartialEq)]
pub enum Axis {
    /// `:` over a dimension of this extent.
    All(usize),
    /// 0-based positions, in subscript order (duplicates allowed).
    List(Vec<usize>),
}

impl Axis {
    pub fn len(&self) -> usize {
        match self {
            Axis::All(n) => *n,
            Axis::List(list) => list.len(),
        }
    }

    fn at(&self, k: usize) -> usize {
        match self {
            Axis::All(_) => k,
            Axis::List(list) => list.get(k).copied().unwrap_or(0),
        }
    }

    /// One past the largest position (0 when empty).
    fn end(&self) -> usize {
        match self {
            Axis::All(n) => *n,
            Axis::List(list) => list.iter().map(|&i| i + 1).max().unwrap_or(0),
        }
    }
}

/// A rectangular selection: one axis per subscript over `dims`, the array's
/// size folded to as many dimensions as there are subscripts.
#[derive(Clone, Debug)]
pub struct Selection {
    pub dims: SmallVec<[usize; 4]>,
    pub axes: Vec<Axis>,
}

impl Selection {
    /// Number of selected elements.
    pub fn count(&self) -> usize {
        self.axes.iter().map(Axis::len).product()
    }

    /// Calls `visit(k, offset)` for the k-th selected element (first axis
    /// fastest, as MATLAB orders results) at column-major `offset`.
    pub fn for_each_offset(&self, mut visit: impl FnMut(usize, usize)) {
        let total = self.count();
        if total == 0 {
            return;
        }
        let strides = column_major_strides(&self.dims);
        let mut counters: SmallVec<[usize; 4]> = SmallVec::from_elem(0, self.axes.len());
        for k in 0..total {
            let offset = self
                .axes
                .iter()
                .zip(&counters)
                .zip(&strides)
                .map(|((axis, &c), &stride)| axis.at(c) * stride)
                .sum();
            visit(k, offset);
            for (counter, axis) in counters.iter_mut().zip(&self.axes) {
                *counter += 1;
                if *counter < axis.len() {
                    break;
                }
                *counter = 0;
            }
        }
    }
}

pub fn column_major_strides(dims: &[usize]) -> SmallVec<[usize; 4]> {
    let mut step = 1;
    dims.iter()
        .map(|&d| {
            let stride = step;
            step *= d;
            stride
        })
        .collect()
}

/// The value of `end` at `position` of `count` subscripts.
pub fn end_value(shape: &Shape, position: usize, count: usize) -> usize {
    if count <= 1 {
        return shape.numel();
    }
    if position + 1 < count {
        return shape.dim(position);
    }
    shape.dims().iter().skip(position).product()
}

/// `shape`'s dims folded to `count` dimensions: the last one covers the
/// product of the remaining ones.
fn folded_dims(shape: &Shape, count: usize) -> SmallVec<[usize; 4]> {
    (0..count).map(|p| end_value(shape, p, count)).collect()
}

/// A subscript value turned into positions, not yet checked against bounds.
struct Positions {
    list: Vec<usize>,
    /// Shape of the index for `x(I)` results (a mask gives a row or column).
    shape: Shape,
    /// A logical mask, which has its own out-of-range message.
    from_mask: bool,
}

fn positions(index: &Value) -> Result<Positions> {
    fn numbers<T: Copy>(
        data: &[T],
        shape: Shape,
        to_position: impl Fn(T) -> Option<usize>,
    ) -> Result<Positions> {
        let list = data
            .iter()
            .map(|&x| to_position(x).ok_or_else(errors::not_positive_integer))
            .collect::<Result<Vec<_>>>()?;
        Ok(Positions {
            list,
            shape,
            from_mask: false,
        })
    }
    fn float(x: f64) -> Option<usize> {
        // Clamped to 2^53 (past it doubles are not exact integers) so that
        // `index + 1` extents cannot overflow: `x(1e20) = 1` is a size
        // error, not an arithmetic overflow (found by fuzzing).
        (x >= 1.0 && x.fract() == 0.0).then(|| (x - 1.0).min(MAX_EXACT_INDEX) as usize)
    }
    fn integer<T: TryInto<i128>>(x: T) -> Option<usize> {
        let x: i128 = x.try_into().ok()?;
        (x >= 1).then(|| usize::try_from(x - 1).map_or(usize::MAX, |i| i.min(1 << 53)))
    }
    let shape = index.shape();
    match index {
        Value::Logical(mask) => {
            let list = mask
                .data()
                .iter()
                .enumerate()
                .filter_map(|(i, &b)| b.then_some(i))
                .collect::<Vec<_>>();
            let n = list.len();
            let shape = if shape.is_row() {
                Shape::row(n)
            } else {
                Shape::column(n)
            };
            Ok(Positions {
                list,
                shape,
                from_mask: true,
            })
        }
        Value::Double(t) => numbers(t.data(), shape, float),
        Value::Single(t) => numbers(t.data(), shape, |x| float(f64::from(x))),
        Value::Int8(t) => numbers(t.data(), shape, integer),
        Value::Int16(t) => numbers(t.data(), shape, integer),
        Value::Int32(t) => numbers(t.data(), shape, integer),
        Value::Int64(t) => numbers(t.data(), shape, integer),
        Value::UInt8(t) => numbers(t.data(), shape, integer),
        Value::UInt16(t) => numbers(t.data(), shape, integer),
        Value::UInt32(t) => numbers(t.data(), shape, integer),
        Value::UInt64(t) => numbers(t.data(), shape, integer),
        Value::Char(t) => numbers(t.data(), shape, integer),
        Value::ComplexDouble(_) | Value::ComplexSingle(_) => Err(errors::not_positive_integer()),
        other => Err(errors::bad_index_type(other.class().name())),
    }
}

/// One resolved subscript: its axis and, for `x(I)`, the shape of `I`.
struct Resolved {
    axis: Axis,
    index_shape: Option<Shape>,
}

/// Resolves subscript `position` (None for linear indexing) over `extent`
/// elements; with `growing`, positions beyond the extent are allowed.
fn resolve(
    sub: &Subscript,
    extent: usize,
    position: Option<usize>,
    growing: bool,
) -> Result<Resolved> {
    let index = match sub {
        Subscript::Colon => {
            return Ok(Resolved {
                axis: Axis::All(extent),
                index_shape: None,
            })
        }
        Subscript::Index(index) => index,
    };
    let found = positions(index)?;
    // MATLAB addresses at most 2^48 - 1 elements: an assignment to a larger
    // linear index is refused as an invalid index before any size is
    // computed. (Several subscripts keep the size-limit message: MATLAB's
    // text for those is documented only for the size check.)
    if growing && position.is_none() && found.list.iter().any(|&i| i >= MAX_GROWTH_POSITION) {
        return Err(errors::index_beyond_address_space());
    }
    if !growing && found.list.iter().any(|&i| i >= extent) {
        return Err(match (found.from_mask, position) {
            (true, p) => errors::mask_out_of_range(p),
            (false, None) => errors::linear_out_of_range(extent),
            (false, Some(p)) => errors::position_out_of_range(p, extent),
        });
    }
    Ok(Resolved {
        axis: Axis::List(found.list),
        index_shape: Some(found.shape),
    })
}

/// What `x(subs)` reads, and the shape of the result.
pub fn read_plan(shape: &Shape, subs: &[Subscript]) -> Result<(Selection, Shape)> {
    if let [sub] = subs {
        let numel = shape.numel();
        let resolved = resolve(sub, numel, None, false)?;
        let n = resolved.axis.len();
        let out_shape = match resolved.index_shape {
            None => Shape::column(n),
            Some(index_shape) => linear_result_shape(shape, &index_shape, n),
        };
        let selection = Selection {
            dims: SmallVec::from_slice(&[numel]),
            axes: vec![resolved.axis],
        };
        return Ok((selection, out_shape));
    }
    let dims = folded_dims(shape, subs.len());
    let axes = subs
        .iter()
        .zip(&dims)
        .enumerate()
        .map(|(p, (sub, &extent))| resolve(sub, extent, Some(p), false).map(|r| r.axis))
        .collect::<Result<Vec<_>>>()?;
    let out_dims: Vec<usize> = axes.iter().map(Axis::len).collect();
    Ok((Selection { dims, axes }, Shape::new(&out_dims)))
}

/// `x(I)`: a vector source indexed by a vector (or `[]`) keeps the source's
/// orientation; otherwise the result takes the shape of `I`. "Vector" here
/// is N-d: at most one dimension other than 1, so a 1x1x6 source indexed by
/// `1:6` gives 1x1x6, and a row indexed by a 1x1x6 array gives a row.
fn linear_result_shape(source: &Shape, index: &Shape, n: usize) -> Shape {
    let index_is_vector = non_singleton_dims(index) <= 1 || index.dims() == [0, 0];
    if non_singleton_dims(source) == 1 && index_is_vector {
        let along = source.dims().iter().position(|&d| d != 1).unwrap_or(0);
        let mut dims = vec![1; source.ndims()];
        if let Some(d) = dims.get_mut(along) {
            *d = n;
        }
        Shape::new(&dims)
    } else {
        index.clone()
    }
}

fn non_singleton_dims(shape: &Shape) -> usize {
    shape.dims().iter().filter(|&&d| d != 1).count()
}

/// What `x(subs) = rhs` writes: the (possibly grown) shape of the result,
/// the selection within it, and the selected size for error messages.
#[derive(Debug)]
pub struct WritePlan {
    pub new_shape: Shape,
    pub selection: Selection,
    /// Length of each axis: the size of the left side.
    pub left_dims: Vec<usize>,
    /// One subscript: only element counts must agree.
    pub linear: bool,
}

/// `element_bytes` is the size of one element of the array being written
/// (see [`element_bytes_of`]), for the growth check.
pub fn write_plan(
    shape: &Shape,
    subs: &[Subscript],
    rhs_shape: &Shape,
    element_bytes: usize,
) -> Result<WritePlan> {
    if let [sub] = subs {
        let numel = shape.numel();
        let axis = resolve(sub, numel, None, true)?.axis;
        let needed = axis.end();
        let new_shape = if needed <= numel {
            shape.clone()
        } else if shape.is_column() && shape.rows() != 1 {
            Shape::column(needed)
        } else if shape.is_row() || numel == 0 {
            Shape::row(needed)
        } else {
            return Err(errors::ambiguous_growth());
        };
        check_size(&new_shape, element_bytes)?;
        let n = axis.len();
        return Ok(WritePlan {
            selection: Selection {
                dims: SmallVec::from_slice(&[new_shape.numel()]),
                axes: vec![axis],
            },
            new_shape,
            left_dims: vec![n],
            linear: true,
        });
    }
    let count = subs.len();
    let dims = folded_dims(shape, count);
    let colon_extents = colon_extents_for_empty(shape, subs, rhs_shape);
    let mut axes = Vec::with_capacity(count);
    for (p, (sub, &extent)) in subs.iter().zip(&dims).enumerate() {
        let extent = match colon_extents.get(p).copied().flatten() {
            // A trailing dim the empty array does not have is 1 only by
            // convention: `a(1,:,:) = 1:4` on a new `a` takes it from the right.
            Some(from_rhs) if extent == 0 || p >= shape.ndims() => from_rhs,
            _ => extent,
        };
        axes.push(resolve(sub, extent, Some(p), true)?.axis);
    }
    let folds = shape.ndims() > count;
    let mut new_dims: Vec<usize> = Vec::with_capacity(shape.ndims().max(count));
    for (p, (axis, &extent)) in axes.iter().zip(&dims).enumerate() {
        let needed = axis.end().max(extent);
        if p + 1 == count && folds {
            if needed > extent {
                return Err(errors::ambiguous_growth());
            }
            new_dims.extend_from_slice(&shape.dims()[p..]);
        } else {
            new_dims.push(needed);
        }
    }
    let new_shape = Shape::new(&new_dims);
    check_size(&new_shape, element_bytes)?;
    let left_dims = axes.iter().map(Axis::len).collect();
    Ok(WritePlan {
        selection: Selection {
            dims: folded_dims(&new_shape, count),
            axes,
        },
        new_shape,
        left_dims,
        linear: false,
    })
}

/// Growth by indexed assignment (`x(1e6, 1e6) = 1`, `c{3e8} = 1`) is
/// refused with the array size message before anything is allocated.
/// An `element_bytes` of 0 means no dense buffer is built (sparse storage).
fn check_size(shape: &Shape, element_bytes: usize) -> Result<()> {
    if element_bytes == 0 {
        return Ok(());
    }
    crate::builtins::args::check_allocation(shape, element_bytes)
}

/// Bytes per element of `value`'s array (a cell or struct element costs a
/// whole `Value`), for [`write_plan`].
pub fn element_bytes_of(value: &Value) -> usize {
    crate::builtins::arrays::construct::element_bytes(value.class(), value.is_complex())
}

/// `x(:, 1) = [1; 2; 3]` on an empty `x`: a colon takes its extent from the
/// right side, as there is nothing on the left to measure. The subscripts
/// that select more than one element are matched in order with the right
/// side's dims when there are as many of them (`a(1,:,:) = 1:4` is
/// 1x1x4), else with its non-singleton dims (`x(:,1) = 1:3` is 3x1).
fn colon_extents_for_empty(
    shape: &Shape,
    subs: &[Subscript],
    rhs_shape: &Shape,
) -> Vec<Option<usize>> {
    if shape.numel() != 0 || rhs_shape.is_scalar() {
        return Vec::new();
    }
    let selects_one = |s: &Subscript| matches!(s, Subscript::Index(v) if v.numel() == 1);
    let wide = subs.iter().filter(|s| !selects_one(s)).count();
    let rhs_dims: Vec<usize> = if wide == rhs_shape.ndims() {
        rhs_shape.dims().to_vec()
    } else {
        rhs_shape
            .dims()
            .iter()
            .copied()
            .filter(|&d| d != 1)
            .collect()
    };
    let mut next = rhs_dims.into_iter();
    subs.iter()
        .map(|s| match s {
            Subscript::Colon => Some(next.next().unwrap_or(1)),
            Subscript::Index(v) if v.numel() != 1 => {
                next.next();
                None
            }
            Subscript::Index(_) => None,
        })
        .collect()
}

/// What `x(subs) = []` removes.
#[derive(Debug)]
pub enum DeletePlan {
    /// Nothing selected: the array is unchanged.
    Nothing,
    /// One subscript: `remove[i]` for each element; result shape given.
    Linear { remove: Vec<bool>, shape: Shape },
    /// Remove slices along `dim` of the folded `dims`.
    Slices {
        dims: SmallVec<[usize; 4]>,
        dim: usize,
        remove: Vec<bool>,
        shape: Shape,
    },
}

pub fn delete_plan(shape: &Shape, subs: &[Subscript]) -> Result<DeletePlan> {
    if let [sub] = subs {
        let numel = shape.numel();
        let axis = resolve(sub, numel, None, false)?.axis;
        if matches!(axis, Axis::All(_)) {
            return Ok(DeletePlan::Linear {
                remove: vec![true; numel],
                shape: Shape::empty(),
            });
        }
        let remove = marks(&axis, numel);
        let kept = remove.iter().filter(|&&r| !r).count();
        if kept == numel {
            return Ok(DeletePlan::Nothing);
        }
        let shape = if shape.is_column() && shape.rows() != 1 {
            Shape::column(kept)
        } else {
            Shape::row(kept)
        };
        return Ok(DeletePlan::Linear { remove, shape });
    }
    let dims = folded_dims(shape, subs.len());
    let axes = subs
        .iter()
        .zip(&dims)
        .enumerate()
        .map(|(p, (sub, &extent))| resolve(sub, extent, Some(p), false).map(|r| r.axis))
        .collect::<Result<Vec<_>>>()?;
    let covers = |axis: &Axis, extent: usize| match axis {
        Axis::All(_) => true,
        Axis::List(_) => marks(axis, extent).iter().all(|&r| r),
    };
    let partial: Vec<usize> = (0..axes.len())
        .filter(|&p| !covers(&axes[p], dims[p]))
        .collect();
    let dim = match partial.as_slice() {
        [] => axes
            .iter()
            .position(|a| matches!(a, Axis::List(_)))
            .unwrap_or(0),
        [one] => *one,
        _ => {
            if axes.iter().any(|a| a.len() == 0) {
                return Ok(DeletePlan::Nothing);
            }
            return Err(errors::null_assignment_non_colon());
        }
    };
    // `z() = []` has no subscripts, so nothing is selected for deletion
    // (indexing `axes[0]` here panicked; found by fuzzing).
    let (Some(axis), Some(&extent)) = (axes.get(dim), dims.get(dim)) else {
        return Ok(DeletePlan::Nothing);
    };
    let remove = marks(axis, extent);
    let removed = remove.iter().filter(|&&r| r).count();
    if removed == 0 {
        return Ok(DeletePlan::Nothing);
    }
    let mut new_dims = dims.clone();
    new_dims[dim] -= removed;
    Ok(DeletePlan::Slices {
        shape: Shape::new(&new_dims),
        dims,
        dim,
        remove,
    })
}

/// `marks[i]` is true when the axis selects position `i` of `extent`.
fn marks(axis: &Axis, extent: usize) -> Vec<bool> {
    let mut marks = vec![false; extent];
    match axis {
        Axis::All(_) => marks.iter_mut().for_each(|m| *m = true),
        Axis::List(list) => {
            for &i in list {
                if let Some(m) = marks.get_mut(i) {
                    *m = true;
                }
            }
        }
    }
    marks
}
