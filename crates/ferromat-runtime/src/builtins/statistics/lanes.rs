//! Lanes along a dimension for the statistics family: the dim / vecdim /
//! 'all' argument, a plan that turns any of them into one axis (vecdim
//! permutes the reduced dims to the end, as `math/reduce.rs` does privately),
//! and loops that hand each lane to a closure as a contiguous slice of
//! doubles. Written here because `math/reduce.rs` exposes only its fold loops,
//! not its planner; statistics that need a whole lane at once (median,
//! var, diff, moving windows) use these.

use ferromat_kernels::Lanes;

pub use crate::builtins::args::Dims as DimSpec;
use crate::builtins::args::{check_padded_ndims, invalid_dim, parse_dims};
use crate::builtins::arrays::shape::{rearrange, Permutation};
use crate::error::Result;
use crate::value::{Shape, Value};

/// A dim, vecdim (when `allow_vector`) or `'all'` argument, parsed by the
/// one dimension parser in `builtins/args.rs`.
pub fn dim_spec(value: &Value, allow_vector: bool) -> Result<DimSpec> {
    if value
        .as_text()
        .is_some_and(|t| t.eq_ignore_ascii_case("all"))
    {
        return Ok(DimSpec::All);
    }
    match parse_dims(value)? {
        DimSpec::Many(_) if !allow_vector => Err(invalid_dim()),
        dims => Ok(dims),
    }
}

/// One axis to walk: `value` (permuted when vecdim needs it) seen as
/// `dims`, lanes along `axis`, and the shape of a one-per-lane result.
pub struct LanePlan {
    pub value: Value,
    pub dims: Vec<usize>,
    pub axis: usize,
    pub out_shape: Shape,
}

/// The 0-based default dimension: first non-singleton (dim 1 for `[]`).
pub fn default_axis(shape: &Shape) -> usize {
    shape.dims().iter().position(|&d| d != 1).unwrap_or(0)
}

/// A plan reducing `value` along `spec` (a reduced dim becomes 1).
pub fn plan(value: &Value, spec: &DimSpec) -> Result<LanePlan> {
    let shape = value.shape();
    let own = shape.dims().to_vec();
    let single = |axis: usize| {
        let mut out = own.clone();
        if axis < out.len() {
            out[axis] = 1;
        }
        LanePlan {
            value: value.clone(),
            dims: own.clone(),
            axis,
            out_shape: Shape::new(&out),
        }
    };
    let reduced: Vec<usize> = match spec {
        DimSpec::Default if own == [0, 0] => (0..2).collect(),
        DimSpec::Default => return Ok(single(default_axis(&shape))),
        DimSpec::One(axis) => return Ok(single(*axis)),
        DimSpec::All => (0..own.len()).collect(),
        DimSpec::Many(list) => list.iter().copied().filter(|&d| d < own.len()).collect(),
    };
    let mut out = own.clone();
    reduced.iter().for_each(|&d| out[d] = 1);
    let out_shape = Shape::new(&out);
    if reduced.is_empty() {
        return Ok(single(own.len()));
    }
    let kept: Vec<usize> = (0..own.len()).filter(|d| !reduced.contains(d)).collect();
    let order: Vec<usize> = kept.iter().chain(&reduced).copied().collect();
    let mut walk: Vec<usize> = kept.iter().map(|&d| own[d]).collect();
    walk.push(reduced.iter().map(|&d| own[d]).product());
    let moved = if order.iter().enumerate().all(|(i, &d)| i == d) {
        value.clone()
    } else {
        rearrange(value, &Permutation(order))?
    };
    Ok(LanePlan {
        value: moved,
        axis: kept.len(),
        dims: walk,
        out_shape,
    })
}

/// One result per lane of `data` (shape `dims`) along `axis`, in the
/// column-major order of the reduced shape.
pub fn reduce_lanes<T: Copy>(
    data: &[T],
    dims: &[usize],
    axis: usize,
    mut f: impl FnMut(&mut Vec<T>) -> f64,
) -> Vec<f64> {
    let lanes = Lanes::new(dims, axis);
    let mut lane = Vec::with_capacity(lanes.length);
    (0..lanes.count())
        .map(|number| {
            let (start, stride) = lanes.lane_start(number);
            lane.clear();
            lane.extend((0..lanes.length).map(|k| data[start + k * stride]));
            f(&mut lane)
        })
        .collect()
}

/// One result per lane, as [`reduce_lanes`], for a closure that only
/// reads its lane: contiguous lanes are handed over in place, strided ones
/// gathered into one reused buffer.
pub fn reduce_lane_slices<T: Copy>(
    data: &[T],
    dims: &[usize],
    axis: usize,
    mut f: impl FnMut(&[T]) -> f64,
) -> Vec<f64> {
    let lanes = Lanes::new(dims, axis);
    let mut lane = Vec::new();
    (0..lanes.count())
        .map(|number| {
            if lanes.length == 0 {
                // Empty lanes have no start inside the (empty) data.
                return f(&[]);
            }
            let (start, stride) = lanes.lane_start(number);
            if stride == 1 || lanes.length == 1 {
                return f(&data[start..start + lanes.length]);
            }
            lane.clear();
            lane.extend((0..lanes.length).map(|k| data[start + k * stride]));
            f(&lane)
        })
        .collect()
}

/// Maps every lane along `axis` to a lane of `out_length` results; the
/// output has `dims` with the axis length replaced.
pub fn map_lanes<T: Copy>(
    data: &[T],
    dims: &[usize],
    axis: usize,
    out_length: usize,
    mut f: impl FnMut(&[T], &mut [f64]),
) -> Result<(Vec<usize>, Vec<f64>)> {
    let lanes = Lanes::new(dims, axis);
    let mut out_dims = dims.to_vec();
    // A dimension past the last is a run of singletons: padding the shape
    // out to it is needed only when the lane changes length there.
    if axis < out_dims.len() || out_length != 1 {
        check_padded_ndims(axis + 1)?;
        out_dims.resize(out_dims.len().max(axis + 1), 1);
        out_dims[axis] = out_length;
    }
    let out_lanes = Lanes::new(&out_dims, axis);
    let mut out = vec![0.0; out_lanes.count() * out_length];
    let mut lane = Vec::with_capacity(lanes.length);
    let mut result = vec![0.0; out_length];
    for number in 0..lanes.count() {
        let (start, stride) = lanes.lane_start(number);
        lane.clear();
        lane.extend((0..lanes.length).map(|k| data[start + k * stride]));
        f(&lane, &mut result);
        let (out_start, out_stride) = out_lanes.lane_start(number);
        for (k, &r) in result.iter().enumerate() {
            out[out_start + k * out_stride] = r;
        }
    }
    Ok((out_dims, out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vecdim_plan_permutes() {
        let value = Value::matrix(Shape::new(&[2, 3, 4]), (0..24).map(f64::from).collect());
        let p = plan(&value, &DimSpec::Many(vec![0, 2])).unwrap();
        assert_eq!(p.out_shape.dims(), &[1, 3]);
        assert_eq!(p.dims, vec![3, 8]);
        let data = p.value.to_f64_vec().unwrap();
        let sums = reduce_lanes(&data, &p.dims, p.axis, |lane| lane.iter().sum());
        // Column j of the 2x3x4 array 0..23 over all pages: the sum of
        // i + 2j + 6k over i < 2, k < 4 is 76 + 16j.
        assert_eq!(sums, vec![76.0, 92.0, 108.0]);
    }

    #[test]
    fn map_lanes_changes_axis_length() {
        let data = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
        let (dims, out) = map_lanes(&data, &[2, 3], 1, 2, |lane, out| {
            for k in 0..2 {
                out[k] = lane[k + 1] - lane[k];
            }
        })
        .unwrap();
        assert_eq!(dims, vec![2, 2]);
        assert_eq!(out, vec![2.0, 2.0, 2.0, 2.0]);
    }
}
