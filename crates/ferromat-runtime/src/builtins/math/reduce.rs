//! Reductions and cumulative sums: sum prod mean any all cumsum cumprod.
//! Every fold runs on the kernels' lane engine (`ferromat_kernels::fold_lanes`
//! and `scan_lanes`: the (outer, length, inner) split `max` also walks,
//! blocked and pairwise-merged float sums, parallel on large inputs), so
//! reducing along rows is as fast as along columns. `'all'` and vecdim are
//! normalised to a single axis (a merge of adjacent dims, or a permute)
//! before the fold runs; dims are parsed by `args::parse_dims`. Element
//! conversion and output classes live here; nothing here knows about
//! display or indexing.

use ferromat_kernels::{Lanes, Parallelism};
use num_complex::{Complex32, Complex64};
use num_traits::Bounded;

use crate::builtins::args::{invalid_dim, parse_dims, Dims};
use crate::builtins::arrays::construct::from_f64;
use crate::builtins::arrays::shape::{rearrange, Permutation};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Tensor, Value};

/// Folds every lane of `data` (shape `dims`) along `axis` on the kernels'
/// lane engine (`ferromat_kernels::fold_lanes`: blocked, pairwise-merged,
/// parallel on large inputs); `merge` combines two partial results and
/// `init` is the identity of both. The result is in the column-major order
/// of the reduced shape.
pub fn reduce_dim<T: Copy + Sync, A: Copy + Send + Sync>(
    data: &[T],
    dims: &[usize],
    axis: usize,
    init: A,
    step: impl Fn(A, T) -> A + Sync,
    merge: impl Fn(A, A) -> A + Sync,
) -> Vec<A> {
    ferromat_kernels::fold_lanes(
        data,
        dims,
        axis,
        init,
        |a, x: &T| step(a, *x),
        merge,
        Parallelism::Auto,
    )
}

/// The running fold of every lane along `axis` (from the end when
/// `reverse`), in the input's layout: the twin of [`reduce_dim`].
pub fn cumulative_dim<T: Copy + Sync, A: Copy + Send + Sync>(
    data: &[T],
    dims: &[usize],
    axis: usize,
    init: A,
    reverse: bool,
    step: impl Fn(A, T) -> A + Sync,
) -> Vec<A> {
    ferromat_kernels::scan_lanes(
        data,
        dims,
        axis,
        init,
        reverse,
        |a, x: &T| step(a, *x),
        Parallelism::Auto,
    )
}

/// A real element that reductions read as a double.
pub trait Real: Copy + Send + Sync {
    fn real(self) -> f64;
}

impl Real for f64 {
    fn real(self) -> f64 {
        self
    }
}

impl Real for bool {
    fn real(self) -> f64 {
        f64::from(u8::from(self))
    }
}

/// An integer element: sums accumulate exactly in `i128` and saturate once.
pub trait Integer: Real + Bounded + TryFrom<i128> + Into<i128> {
    fn saturate(wide: i128) -> Self {
        Self::try_from(wide).unwrap_or_else(|_| {
            if wide < 0 {
                Self::min_value()
            } else {
                Self::max_value()
            }
        })
    }
}

macro_rules! real_by_cast {
    ($($t:ty),*) => {$(
        impl Real for $t {
            fn real(self) -> f64 {
                self as f64
            }
        }
    )*};
}
real_by_cast!(f32, i8, i16, i32, i64, u8, u16, u32, u64);
impl Integer for i8 {}
impl Integer for i16 {}
impl Integer for i32 {}
impl Integer for i64 {}
impl Integer for u8 {}
impl Integer for u16 {}
impl Integer for u32 {}
impl Integer for u64 {}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Sum,
    Prod,
    Mean,
    Any,
    All,
    CumSum,
    CumProd,
}

impl Op {
    fn name(self) -> &'static str {
        match self {
            Op::Sum => "sum",
            Op::Prod => "prod",
            Op::Mean => "mean",
            Op::Any => "any",
            Op::All => "all",
            Op::CumSum => "cumsum",
            Op::CumProd => "cumprod",
        }
    }

    fn cumulative(self) -> bool {
        matches!(self, Op::CumSum | Op::CumProd)
    }

    fn logical(self) -> bool {
        matches!(self, Op::Any | Op::All)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OutType {
    Default,
    Double,
    Native,
}

/// A parsed call: which dims, NaN policy, output type and direction.
#[derive(Clone, Debug, PartialEq)]
struct Request {
    dims: Dims,
    omit_nan: bool,
    out_type: OutType,
    reverse: bool,
}

fn invalid_option(op: Op) -> RuntimeError {
    let message = match op {
        Op::Any | Op::All => "Invalid option. Option must be 'all'.".to_string(),
        Op::CumSum | Op::CumProd => "Invalid option. Option must be 'forward', 'reverse', \
             'double', 'native', 'default', 'omitnan', or 'includenan'."
            .to_string(),
        _ => "Invalid option. Option must be 'double', 'native', 'default', 'omitnan', or 'includenan'."
            .to_string(),
    };
    RuntimeError::new(format!("MATLAB:{}:unknownOption", op.name()), message)
}

fn parse(op: Op, options: &[Value]) -> Result<Request> {
    let mut request = Request {
        dims: Dims::Default,
        omit_nan: false,
        out_type: OutType::Default,
        reverse: false,
    };
    for (position, option) in options.iter().enumerate() {
        if let Some(flag) = option.as_text() {
            match flag.to_ascii_lowercase().as_str() {
                "all" if position == 0 && !op.cumulative() => request.dims = Dims::All,
                "omitnan" | "omitmissing" if !op.logical() => request.omit_nan = true,
                "includenan" | "includemissing" if !op.logical() => request.omit_nan = false,
                "double" if !op.logical() => request.out_type = OutType::Double,
                "native" if !op.logical() => request.out_type = OutType::Native,
                "default" if !op.logical() => request.out_type = OutType::Default,
                "forward" if op.cumulative() => request.reverse = false,
                "reverse" if op.cumulative() => request.reverse = true,
                _ => return Err(invalid_option(op)),
            }
            continue;
        }
        if position != 0 {
            return Err(invalid_option(op));
        }
        request.dims = match parse_dims(option)? {
            Dims::Many(_) if op.cumulative() => return Err(invalid_dim()),
            dims => dims,
        };
    }
    Ok(request)
}

/// A single-axis plan: the value to walk (permuted when vecdim needs it),
/// the dims to walk it as, the axis, and the result's shape.
struct Plan {
    value: Value,
    dims: Vec<usize>,
    axis: usize,
    out_shape: Shape,
}

fn plan(value: &Value, dims: &Dims, cumulative: bool) -> Result<Plan> {
    let shape = value.shape();
    let own = shape.dims().to_vec();
    let single = |axis: usize| {
        let mut out = own.clone();
        if axis < out.len() && !cumulative {
            out[axis] = 1;
        }
        Plan {
            value: value.clone(),
            dims: own.clone(),
            axis,
            out_shape: Shape::new(&out),
        }
    };
    let reduced: Vec<usize> = match dims {
        Dims::Default if own == [0, 0] && !cumulative => (0..2).collect(),
        Dims::Default => return Ok(single(own.iter().position(|&d| d != 1).unwrap_or(0))),
        Dims::One(axis) => return Ok(single(*axis)),
        Dims::All => (0..own.len()).collect(),
        Dims::Many(list) => {
            let mut list: Vec<usize> = list.iter().copied().filter(|&d| d < own.len()).collect();
            list.sort_unstable();
            list
        }
    };
    let mut out = own.clone();
    reduced.iter().for_each(|&d| out[d] = 1);
    let out_shape = Shape::new(&out);
    let (Some(&first), Some(&last)) = (reduced.first(), reduced.last()) else {
        // Only dims beyond ndims: every lane has length 1.
        return Ok(single(own.len()));
    };
    if last - first + 1 == reduced.len() {
        // Adjacent dims merge into one without moving data.
        let merged: usize = own[first..=last].iter().product();
        let mut walk = own[..first].to_vec();
        walk.push(merged);
        walk.extend_from_slice(&own[last + 1..]);
        return Ok(Plan {
            value: value.clone(),
            dims: walk,
            axis: first,
            out_shape,
        });
    }
    let kept: Vec<usize> = (0..own.len()).filter(|d| !reduced.contains(d)).collect();
    let order: Vec<usize> = kept.iter().chain(&reduced).copied().collect();
    let mut walk: Vec<usize> = kept.iter().map(|&d| own[d]).collect();
    walk.push(reduced.iter().map(|&d| own[d]).product());
    Ok(Plan {
        value: rearrange(value, &Permutation(order))?,
        axis: kept.len(),
        dims: walk,
        out_shape,
    })
}

/// Sum, product, mean or cumulative fold of real data as doubles.
fn fold_real<T: Real>(data: &[T], plan: &Plan, op: Op, request: &Request) -> Vec<f64> {
    let (dims, axis) = (&plan.dims, plan.axis);
    let omit = request.omit_nan;
    let add = move |a: f64, x: T| {
        let v = x.real();
        if omit && v.is_nan() {
            a
        } else {
            a + v
        }
    };
    let multiply = move |a: f64, x: T| {
        let v = x.real();
        if omit && v.is_nan() {
            a
        } else {
            a * v
        }
    };
    match op {
        Op::Sum => reduce_dim(data, dims, axis, 0.0, add, |a, b| a + b),
        Op::Prod => reduce_dim(data, dims, axis, 1.0, multiply, |a, b| a * b),
        Op::CumSum => cumulative_dim(data, dims, axis, 0.0, request.reverse, add),
        Op::CumProd => cumulative_dim(data, dims, axis, 1.0, request.reverse, multiply),
        Op::Mean if omit => reduce_dim(
            data,
            dims,
            axis,
            (0.0, 0usize),
            |(s, n), x: T| {
                let v = x.real();
                if v.is_nan() {
                    (s, n)
                } else {
                    (s + v, n + 1)
                }
            },
            |(s, n), (t, m)| (s + t, n + m),
        )
        .into_iter()
        .map(|(s, n)| s / n as f64)
        .collect(),
        Op::Mean => {
            let length = Lanes::new(dims, axis).length as f64;
            reduce_dim(data, dims, axis, 0.0, |s, x: T| s + x.real(), |a, b| a + b)
                .into_iter()
                .map(|s| s / length)
                .collect()
        }
        Op::Any => reduce_dim(
            data,
            dims,
            axis,
            false,
            |a, x: T| a || (x.real() != 0.0 && !x.real().is_nan()),
            |a, b| a || b,
        )
        .into_iter()
        .map(|b| f64::from(u8::from(b)))
        .collect(),
        Op::All => reduce_dim(
            data,
            dims,
            axis,
            true,
            |a, x: T| a && x.real() != 0.0,
            |a, b| a && b,
        )
        .into_iter()
        .map(|b| f64::from(u8::from(b)))
        .collect(),
    }
}

/// The class of a result: MATLAB keeps single and integers ("native" is
/// the default for integer sums), gives double for logical and char, and
/// logical for any/all.
fn output_class(op: Op, input: Class, out_type: OutType) -> Result<Class> {
    if op.logical() {
        return Ok(Class::Logical);
    }
    Ok(match out_type {
        OutType::Double => Class::Double,
        OutType::Native if input == Class::Char => {
            return Err(RuntimeError::new(
                format!("MATLAB:{}:nativeChar", op.name()),
                "'native' is not supported for char input.",
            ))
        }
        OutType::Native => input,
        OutType::Default if input == Class::Single => Class::Single,
        OutType::Default if input.is_integer() && op != Op::Mean => input,
        OutType::Default => Class::Double,
    })
}

fn real_result<T: Real>(
    t: &Tensor<T>,
    class: Class,
    plan: &Plan,
    op: Op,
    request: &Request,
) -> Result<Value> {
    let out_class = output_class(op, class, request.out_type)?;
    let data = fold_real(t.data(), plan, op, request);
    let shape = if op.cumulative() {
        t.shape().clone()
    } else {
        plan.out_shape.clone()
    };
    from_f64(shape, out_class, data)
}

/// Integer sums kept in their class accumulate exactly and saturate once.
fn integer_result<T: Integer>(
    t: &Tensor<T>,
    class: Class,
    plan: &Plan,
    op: Op,
    request: &Request,
    wrap: fn(Tensor<T>) -> Value,
) -> Result<Value> {
    let native = output_class(op, class, request.out_type)? == class;
    let add = |a: i128, x: T| a + x.into();
    match op {
        Op::Sum if native => {
            let sums = reduce_dim(t.data(), &plan.dims, plan.axis, 0i128, add, |a, b| a + b);
            let data = sums.into_iter().map(T::saturate).collect();
            Ok(wrap(Tensor::new(plan.out_shape.clone(), data)))
        }
        Op::CumSum if native => {
            let sums = cumulative_dim(t.data(), &plan.dims, plan.axis, 0i128, request.reverse, add);
            let data = sums.into_iter().map(T::saturate).collect();
            Ok(wrap(Tensor::new(t.shape().clone(), data)))
        }
        _ => real_result(t, class, plan, op, request),
    }
}

fn complex_result<F: Copy + Into<f64>>(
    t: &Tensor<num_complex::Complex<F>>,
    plan: &Plan,
    op: Op,
    request: &Request,
    single: bool,
) -> Result<Value> {
    let widen = |z: num_complex::Complex<F>| Complex64::new(z.re.into(), z.im.into());
    let data: Vec<Complex64> = t.data().iter().map(|&z| widen(z)).collect();
    let (dims, axis, omit) = (&plan.dims, plan.axis, request.omit_nan);
    let zero = Complex64::new(0.0, 0.0);
    let unit = Complex64::new(1.0, 0.0);
    let add = move |a: Complex64, z: Complex64| if omit && z.is_nan() { a } else { a + z };
    let multiply = move |a: Complex64, z: Complex64| if omit && z.is_nan() { a } else { a * z };
    let nonzero = |z: Complex64| z.re != 0.0 || z.im != 0.0;
    let values = match op {
        Op::Any | Op::All => {
            let flags = if op == Op::Any {
                reduce_dim(
                    &data,
                    dims,
                    axis,
                    false,
                    |a, z| a || (nonzero(z) && !z.is_nan()),
                    |a, b| a || b,
                )
            } else {
                reduce_dim(
                    &data,
                    dims,
                    axis,
                    true,
                    |a, z| a && nonzero(z),
                    |a, b| a && b,
                )
            };
            return Ok(Value::Logical(Tensor::new(plan.out_shape.clone(), flags)));
        }
        Op::Sum => reduce_dim(&data, dims, axis, zero, add, |a, b| a + b),
        Op::Prod => reduce_dim(&data, dims, axis, unit, multiply, |a, b| a * b),
        Op::CumSum => cumulative_dim(&data, dims, axis, zero, request.reverse, add),
        Op::CumProd => cumulative_dim(&data, dims, axis, unit, request.reverse, multiply),
        Op::Mean => reduce_dim(
            &data,
            dims,
            axis,
            (zero, 0usize),
            |(s, n), z| {
                if omit && z.is_nan() {
                    (s, n)
                } else {
                    (s + z, n + 1)
                }
            },
            |(s, n), (t, m)| (s + t, n + m),
        )
        .into_iter()
        .map(|(s, n)| s / n as f64)
        .collect(),
    };
    let shape = if op.cumulative() {
        t.shape().clone()
    } else {
        plan.out_shape.clone()
    };
    Ok(if single && request.out_type != OutType::Double {
        let narrow = values
            .iter()
            .map(|z| Complex32::new(z.re as f32, z.im as f32))
            .collect();
        Value::ComplexSingle(Tensor::new(shape, narrow))
    } else {
        Value::ComplexDouble(Tensor::new(shape, values))
    })
}

fn run(op: Op, args: &[Value]) -> Result<Outputs> {
    let request = parse(op, &args[1..])?;
    let value = &args[0];
    let plan = plan(value, &request.dims, op.cumulative())?;
    let class = value.class();
    let (p, r) = (&plan, &request);
    let result = match &plan.value {
        Value::Double(t) => real_result(t, class, p, op, r),
        Value::Single(t) => real_result(t, class, p, op, r),
        Value::Logical(t) => real_result(t, class, p, op, r),
        Value::Char(t) => real_result(t, class, p, op, r),
        Value::Int8(t) => integer_result(t, class, p, op, r, Value::Int8),
        Value::Int16(t) => integer_result(t, class, p, op, r, Value::Int16),
        Value::Int32(t) => integer_result(t, class, p, op, r, Value::Int32),
        Value::Int64(t) => integer_result(t, class, p, op, r, Value::Int64),
        Value::UInt8(t) => integer_result(t, class, p, op, r, Value::UInt8),
        Value::UInt16(t) => integer_result(t, class, p, op, r, Value::UInt16),
        Value::UInt32(t) => integer_result(t, class, p, op, r, Value::UInt32),
        Value::UInt64(t) => integer_result(t, class, p, op, r, Value::UInt64),
        Value::ComplexDouble(t) => complex_result(t, p, op, r, false),
        Value::ComplexSingle(t) => complex_result(t, p, op, r, true),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{}:invalidType", op.name()),
            "Invalid data type. First argument must be numeric or logical.",
        )),
    };
    one(result?)
}

/// `sum(A)`, `sum(A, dim)`, `sum(A, vecdim)`, `sum(A, 'all')`, with
/// `'omitnan'` and an output type (`'double'`, `'native'`, `'default'`).
pub fn sum(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    run(Op::Sum, args)
}

pub fn prod(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    run(Op::Prod, args)
}

pub fn mean(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    run(Op::Mean, args)
}

pub fn any(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    run(Op::Any, args)
}

pub fn all(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    run(Op::All, args)
}

/// `cumsum(A)`, `cumsum(A, dim)`, with `'reverse'` and `'omitnan'`.
pub fn cumsum(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    run(Op::CumSum, args)
}

pub fn cumprod(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    run(Op::CumProd, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: crate::builtins::BuiltinFn, args: &[Value]) -> Result<Value> {
        f(&mut Interpreter::new(), args, 1).map(|mut o| o.remove(0))
    }

    fn text(s: &str) -> Value {
        Value::char_row(s)
    }

    fn n(x: f64) -> Value {
        Value::scalar(x)
    }

    /// 1..numel in the given shape.
    fn counting(dims: &[usize]) -> Value {
        let shape = Shape::new(dims);
        let count = shape.numel();
        Value::matrix(shape, (1..=count).map(|x| x as f64).collect())
    }

    /// A naive reference: sums over the given 0-based dims by coordinates.
    fn naive_sum(dims: &[usize], reduced: &[usize]) -> Vec<f64> {
        let out_dims: Vec<usize> = dims
            .iter()
            .enumerate()
            .map(|(d, &s)| if reduced.contains(&d) { 1 } else { s })
            .collect();
        let out_strides = Shape::new(&out_dims).strides();
        let mut out = vec![0.0; out_dims.iter().product()];
        let total: usize = dims.iter().product();
        for linear in 0..total {
            let mut rest = linear;
            let mut target = 0;
            for (d, &size) in dims.iter().enumerate() {
                let coordinate = rest % size;
                rest /= size;
                if !reduced.contains(&d) {
                    target += coordinate * out_strides.get(d).copied().unwrap_or(0);
                }
            }
            out[target] += (linear + 1) as f64;
        }
        out
    }

    #[test]
    fn sums_along_every_axis_match_reference() {
        let dims = [3, 4, 2, 5];
        let a = counting(&dims);
        for d in 0..4 {
            let got = call(sum, &[a.clone(), n((d + 1) as f64)]).unwrap();
            assert_eq!(got.to_f64_vec().unwrap(), naive_sum(&dims, &[d]), "dim {d}");
        }
        for reduced in [vec![0, 1], vec![1, 3], vec![0, 2, 3], vec![2, 1]] {
            let list = Value::row(reduced.iter().map(|&d| (d + 1) as f64).collect());
            let got = call(sum, &[a.clone(), list]).unwrap();
            assert_eq!(
                got.to_f64_vec().unwrap(),
                naive_sum(&dims, &reduced),
                "{reduced:?}"
            );
        }
        let all = call(sum, &[a, text("all")]).unwrap();
        assert_eq!(all, n(120.0 * 121.0 / 2.0));
    }

    #[test]
    fn default_dim_and_shapes() {
        let m = counting(&[2, 3]);
        let s = call(sum, std::slice::from_ref(&m)).unwrap();
        assert_eq!(s, Value::row(vec![3.0, 7.0, 11.0]));
        let s = call(sum, &[m.clone(), n(2.0)]).unwrap();
        assert_eq!(s.shape().dims(), &[2, 1]);
        assert_eq!(call(sum, &[m.clone(), n(3.0)]).unwrap(), m);
        let row = counting(&[1, 4]);
        assert_eq!(call(sum, &[row]).unwrap(), n(10.0));
        let p = call(sum, &[counting(&[1, 1, 3])]).unwrap();
        assert_eq!(p, n(6.0));
    }

    #[test]
    fn empties() {
        let empty = Value::empty();
        assert_eq!(call(sum, std::slice::from_ref(&empty)).unwrap(), n(0.0));
        assert_eq!(call(prod, std::slice::from_ref(&empty)).unwrap(), n(1.0));
        assert_eq!(
            call(any, std::slice::from_ref(&empty)).unwrap(),
            Value::bool(false)
        );
        assert_eq!(
            call(all, std::slice::from_ref(&empty)).unwrap(),
            Value::bool(true)
        );
        assert!(call(mean, std::slice::from_ref(&empty))
            .unwrap()
            .as_f64()
            .is_some_and(f64::is_nan));
        let zero_by_three = Value::matrix(Shape::matrix(0, 3), vec![]);
        assert_eq!(
            call(sum, std::slice::from_ref(&zero_by_three)).unwrap(),
            Value::row(vec![0.0; 3])
        );
        assert_eq!(
            call(sum, &[empty.clone(), n(1.0)]).unwrap().shape().dims(),
            &[1, 0]
        );
        assert_eq!(
            call(sum, &[zero_by_three, n(2.0)]).unwrap().shape().dims(),
            &[0, 1]
        );
        assert_eq!(call(cumsum, &[empty]).unwrap().shape().dims(), &[0, 0]);
    }

    #[test]
    fn class_rules() {
        let ints = Value::Int8(Tensor::row(vec![100, 100, -100]));
        assert_eq!(
            call(sum, std::slice::from_ref(&ints)).unwrap(),
            Value::Int8(Tensor::scalar(100))
        );
        let big = Value::Int8(Tensor::row(vec![100, 100]));
        assert_eq!(
            call(sum, std::slice::from_ref(&big)).unwrap(),
            Value::Int8(Tensor::scalar(127))
        );
        assert_eq!(call(sum, &[big.clone(), text("double")]).unwrap(), n(200.0));
        assert_eq!(call(mean, std::slice::from_ref(&big)).unwrap(), n(100.0));
        assert_eq!(
            call(mean, &[big, text("native")]).unwrap(),
            Value::Int8(Tensor::scalar(100))
        );
        let exact = Value::Int64(Tensor::row(vec![i64::MAX, -1, 1]));
        assert_eq!(
            call(sum, &[exact]).unwrap(),
            Value::Int64(Tensor::scalar(i64::MAX))
        );
        let single = Value::Single(Tensor::row(vec![1.5, 2.0]));
        assert_eq!(
            call(sum, std::slice::from_ref(&single)).unwrap(),
            Value::Single(Tensor::scalar(3.5))
        );
        assert_eq!(call(sum, &[single, text("double")]).unwrap(), n(3.5));
        let logical = Value::Logical(Tensor::row(vec![true, true, false]));
        assert_eq!(call(sum, std::slice::from_ref(&logical)).unwrap(), n(2.0));
        assert_eq!(
            call(any, std::slice::from_ref(&logical)).unwrap(),
            Value::bool(true)
        );
        assert_eq!(call(all, &[logical]).unwrap(), Value::bool(false));
        assert_eq!(call(sum, &[text("ab")]).unwrap(), n(195.0));
        assert!(call(sum, &[text("ab"), text("native")]).is_err());
        let cumulative = call(cumsum, &[Value::UInt8(Tensor::row(vec![200, 100, 5]))]).unwrap();
        assert_eq!(cumulative, Value::UInt8(Tensor::row(vec![200, 255, 255])));
        let cell = Value::Cell(std::sync::Arc::new(Tensor::scalar(n(1.0))));
        assert!(call(sum, &[cell]).is_err());
    }

    #[test]
    fn nan_handling() {
        let v = Value::row(vec![1.0, f64::NAN, 3.0]);
        assert!(call(sum, std::slice::from_ref(&v))
            .unwrap()
            .as_f64()
            .is_some_and(f64::is_nan));
        assert_eq!(call(sum, &[v.clone(), text("omitnan")]).unwrap(), n(4.0));
        assert_eq!(call(mean, &[v.clone(), text("omitnan")]).unwrap(), n(2.0));
        assert_eq!(call(prod, &[v.clone(), text("omitnan")]).unwrap(), n(3.0));
        assert_eq!(
            call(cumsum, &[v.clone(), text("omitnan")]).unwrap(),
            Value::row(vec![1.0, 1.0, 4.0])
        );
        let only_nan = Value::row(vec![f64::NAN]);
        assert_eq!(
            call(sum, &[only_nan.clone(), text("omitnan")]).unwrap(),
            n(0.0)
        );
        assert!(call(mean, &[only_nan.clone(), text("omitnan")])
            .unwrap()
            .as_f64()
            .is_some_and(f64::is_nan));
        assert_eq!(
            call(any, std::slice::from_ref(&only_nan)).unwrap(),
            Value::bool(false)
        );
        assert_eq!(call(all, &[only_nan]).unwrap(), Value::bool(true));
    }

    #[test]
    fn cumulative_along_dims() {
        let m = counting(&[2, 3]);
        let c = call(cumsum, std::slice::from_ref(&m)).unwrap();
        assert_eq!(c.to_f64_vec().unwrap(), vec![1.0, 3.0, 3.0, 7.0, 5.0, 11.0]);
        let c = call(cumsum, &[m.clone(), n(2.0)]).unwrap();
        assert_eq!(c.to_f64_vec().unwrap(), vec![1.0, 2.0, 4.0, 6.0, 9.0, 12.0]);
        let c = call(cumprod, &[m.clone(), n(2.0), text("reverse")]).unwrap();
        assert_eq!(
            c.to_f64_vec().unwrap(),
            vec![15.0, 48.0, 15.0, 24.0, 5.0, 6.0]
        );
        assert_eq!(call(cumsum, &[m.clone(), n(3.0)]).unwrap(), m);
        assert!(call(cumsum, &[m.clone(), text("all")]).is_err());
        assert!(call(cumsum, &[m, Value::row(vec![1.0, 2.0])]).is_err());
    }

    #[test]
    fn complex_reductions() {
        let z = Value::ComplexDouble(Tensor::row(vec![
            Complex64::new(1.0, 2.0),
            Complex64::new(3.0, -1.0),
        ]));
        assert_eq!(
            call(sum, std::slice::from_ref(&z)).unwrap(),
            Value::ComplexDouble(Tensor::scalar(Complex64::new(4.0, 1.0)))
        );
        assert_eq!(
            call(prod, std::slice::from_ref(&z)).unwrap(),
            Value::ComplexDouble(Tensor::scalar(Complex64::new(5.0, 5.0)))
        );
        assert_eq!(
            call(all, std::slice::from_ref(&z)).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call(mean, &[z]).unwrap(),
            Value::ComplexDouble(Tensor::scalar(Complex64::new(2.0, 0.5)))
        );
    }

    #[test]
    fn option_errors() {
        let m = counting(&[2, 2]);
        for bad in [n(0.0), n(1.5), n(-1.0), Value::row(vec![1.0, 1.0])] {
            let error = call(sum, &[m.clone(), bad]).unwrap_err();
            assert_eq!(error.identifier, "MATLAB:getdimarg:invalidDim");
        }
        let error = call(sum, &[m.clone(), text("foo")]).unwrap_err();
        assert_eq!(
            error.message,
            "Invalid option. Option must be 'double', 'native', 'default', 'omitnan', or 'includenan'."
        );
        assert!(call(any, &[m.clone(), text("omitnan")]).is_err());
        assert_eq!(
            call(any, &[m, Value::row(vec![1.0, 2.0])]).unwrap(),
            Value::bool(true)
        );
    }

    #[test]
    fn slab_and_lane_paths_agree() {
        let data: Vec<f64> = (0..60).map(|x| (x * 7 % 11) as f64).collect();
        for axis in 0..3 {
            let fast = reduce_dim(&data, &[3, 4, 5], axis, 0.0, |a, x| a + x, |a, b| a + b);
            let moved = cumulative_dim(&data, &[3, 4, 5], axis, 0.0, false, |a, x| a + x);
            let lanes = Lanes::new(&[3, 4, 5], axis);
            assert_eq!(fast.len(), lanes.count());
            for (lane, &total) in fast.iter().enumerate() {
                let (start, stride) = lanes.lane_start(lane);
                let expected: f64 = (0..lanes.length).map(|k| data[start + k * stride]).sum();
                assert_eq!(total, expected);
                let last = start + (lanes.length - 1) * stride;
                assert_eq!(moved[last], expected);
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn applier_matches_strided_reference(
            dims in proptest::collection::vec(0usize..5, 1..5),
            axis in 0usize..5,
            reverse: bool,
        ) {
            let total: usize = dims.iter().product();
            let data: Vec<f64> = (0..total).map(|x| ((x * 37) % 17) as f64 - 8.0).collect();
            let lanes = Lanes::new(&dims, axis);
            let sums = reduce_dim(&data, &dims, axis, 0.0, |a, x| a + x, |a, b| a + b);
            let running = cumulative_dim(&data, &dims, axis, 0.0, reverse, |a, x| a + x);
            proptest::prop_assert_eq!(sums.len(), lanes.count());
            proptest::prop_assert_eq!(running.len(), total);
            for (lane, &sum) in sums.iter().enumerate() {
                let (start, stride) = lanes.lane_start(lane);
                let mut acc = 0.0;
                for step in 0..lanes.length {
                    let k = if reverse { lanes.length - 1 - step } else { step };
                    acc += data[start + k * stride];
                    proptest::prop_assert_eq!(running[start + k * stride], acc);
                }
                proptest::prop_assert_eq!(sum, acc);
            }
        }
    }
}
