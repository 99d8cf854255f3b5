//! Spread: var std cov corrcoef. Two-pass (mean, then squared deviations)
//! per lane for accuracy, each pass a blocked sum on the kernels' one fold
//! engine; weights 0 (N-1), 1 (N) or a weight vector; the NaN flag. Only
//! single and double data, as MATLAB documents; results keep that class.

use std::borrow::Cow;

use ferromat_kernels::{fold_lanes, Parallelism};

use super::super::{one, Outputs};
use super::correlation::{pearson_pvalue, Tail};
use super::lanes::{dim_spec, plan, reduce_lane_slices, DimSpec};
use crate::builtins::arrays::construct::from_f64;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Value};

/// The data of a single or double real array (logical counts as double),
/// borrowed when it is double.
pub(super) fn float_data<'a>(value: &'a Value, function: &str) -> Result<(Cow<'a, [f64]>, Class)> {
    let class = match value {
        Value::Double(_) | Value::Logical(_) => Class::Double,
        Value::Single(_) => Class::Single,
        Value::ComplexDouble(_) | Value::ComplexSingle(_) => {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:complexData"),
                format!("{function} of complex data is not supported."),
            ))
        }
        _ => {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:invalidDataType"),
                "Invalid data type. First input argument must be single or double.",
            ))
        }
    };
    Ok(match value {
        Value::Double(t) => (Cow::Borrowed(t.data()), class),
        other => (Cow::Owned(other.to_f64_vec().unwrap_or_default()), class),
    })
}

/// The normalisation of `var`/`std`.
#[derive(Clone, Debug, PartialEq)]
enum Weights {
    /// 0: divide by N - 1 (N when N is 1).
    Sample,
    /// 1: divide by N.
    Population,
    /// A weight per element along the dimension.
    Vector(Vec<f64>),
}

fn weight_error() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:var:invalidWgts",
        "W must be a vector of nonnegative weights, or a scalar 0 or 1.",
    )
}

/// `(A, w?, dim?, nanflag?)` of var and std.
fn parse(args: &[Value], function: &str) -> Result<(Weights, DimSpec, bool)> {
    let (mut weights, mut dims, mut omit) = (Weights::Sample, DimSpec::Default, false);
    let mut positional = 0;
    for option in &args[1..] {
        if let Some(flag) = option.as_text() {
            match flag.to_ascii_lowercase().as_str() {
                "all" if positional <= 1 => {
                    dims = DimSpec::All;
                    positional = 2;
                }
                "omitnan" | "omitmissing" => omit = true,
                "includenan" | "includemissing" => omit = false,
                _ => {
                    return Err(RuntimeError::new(
                        format!("MATLAB:{function}:unknownFlag"),
                        "Invalid option. Option must be 'all', 'omitnan', or 'includenan'.",
                    ))
                }
            }
            continue;
        }
        match positional {
            0 => {
                let w = option.to_f64_vec().ok_or_else(weight_error)?;
                weights = match w.as_slice() {
                    [] => Weights::Sample,
                    [x] if *x == 0.0 => Weights::Sample,
                    [x] if *x == 1.0 => Weights::Population,
                    // Any other scalar is a weight vector of one element,
                    // valid where the operating dimension has length 1.
                    [x] if *x > 0.0 => Weights::Vector(w),
                    [_] => return Err(weight_error()),
                    _ if w.iter().all(|&x| x >= 0.0) => Weights::Vector(w),
                    _ => return Err(weight_error()),
                };
            }
            1 => dims = dim_spec(option, true)?,
            _ => return Err(RuntimeError::too_many_inputs()),
        }
        positional += 1;
    }
    Ok((weights, dims, omit))
}

/// The blocked sum of `f` over a lane (the fold engine's grouping, so the
/// same at any thread count).
pub(super) fn lane_sum(lane: &[f64], f: impl Fn(f64) -> f64 + Sync) -> f64 {
    let step = |total: f64, x: &f64| total + f(*x);
    let merge = |a: f64, b: f64| a + b;
    fold_lanes(lane, &[lane.len()], 0, 0.0, step, merge, Parallelism::Auto)[0]
}

/// Variance and mean of one lane.
fn lane_variance(lane: &[f64], weights: &Weights, omit: bool) -> (f64, f64) {
    if let Weights::Vector(w) = weights {
        return weighted_variance(lane, w, omit);
    }
    let kept: Cow<[f64]> = if omit && lane.iter().any(|x| x.is_nan()) {
        Cow::Owned(lane.iter().copied().filter(|x| !x.is_nan()).collect())
    } else {
        Cow::Borrowed(lane)
    };
    let n = kept.len();
    if n == 0 {
        return (f64::NAN, f64::NAN);
    }
    let mean = lane_sum(&kept, |x| x) / n as f64;
    let squares = lane_sum(&kept, |x| (x - mean) * (x - mean));
    let divisor = match weights {
        Weights::Sample if n > 1 => (n - 1) as f64,
        _ => n as f64,
    };
    let variance = if mean.is_finite() {
        squares / divisor
    } else {
        f64::NAN
    };
    (variance, mean)
}

/// Standard deviation and mean of one lane (N - 1 or, when `population`,
/// N in the divisor; NaN propagates), for `zscore`.
pub(super) fn lane_std(lane: &[f64], population: bool) -> (f64, f64) {
    let weights = if population {
        Weights::Population
    } else {
        Weights::Sample
    };
    let (variance, mean) = lane_variance(lane, &weights, false);
    (variance.sqrt(), mean)
}

/// Weighted variance and mean of one lane (`w` one weight per element).
fn weighted_variance(lane: &[f64], w: &[f64], omit: bool) -> (f64, f64) {
    let pairs: Vec<(f64, f64)> = lane
        .iter()
        .enumerate()
        .map(|(i, &x)| (x, w.get(i).copied().unwrap_or(0.0)))
        .filter(|(x, _)| !(omit && x.is_nan()))
        .collect();
    if pairs.is_empty() {
        return (f64::NAN, f64::NAN);
    }
    let total_weight: f64 = pairs.iter().map(|p| p.1).sum();
    let mean = pairs.iter().map(|(x, w)| x * w).sum::<f64>() / total_weight;
    let squares: f64 = pairs.iter().map(|(x, w)| w * (x - mean) * (x - mean)).sum();
    let variance = if mean.is_finite() {
        squares / total_weight
    } else {
        f64::NAN
    };
    (variance, mean)
}

fn spread(args: &[Value], nargout: usize, function: &str, root: bool) -> Result<Outputs> {
    let value = &args[0];
    let (weights, dims, omit) = parse(args, function)?;
    let (data, class) = float_data(value, function)?;
    let walk = match data {
        // Double data is walked in place; other classes once converted.
        Cow::Borrowed(_) => plan(value, &dims)?,
        Cow::Owned(data) => plan(&Value::matrix(value.shape(), data), &dims)?,
    };
    if let Weights::Vector(w) = &weights {
        let length = walk.dims.get(walk.axis).copied().unwrap_or(1);
        if w.len() != length || !matches!(dims, DimSpec::Default | DimSpec::One(_)) {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:invalidSizeWgts"),
                "The length of the weight vector must be equal to the size of X in the operating dimension.",
            ));
        }
    }
    let walk_data = match &walk.value {
        Value::Double(t) => Cow::Borrowed(t.data()),
        other => Cow::Owned(other.to_f64_vec().unwrap_or_default()),
    };
    let mut means = Vec::new();
    let variances = reduce_lane_slices(&walk_data, &walk.dims, walk.axis, |lane| {
        let (v, m) = lane_variance(lane, &weights, omit);
        means.push(m);
        if root {
            v.sqrt()
        } else {
            v
        }
    });
    let mut outputs = Outputs::new();
    outputs.push(from_f64(walk.out_shape.clone(), class, variances)?);
    if nargout > 1 {
        outputs.push(from_f64(walk.out_shape, class, means)?);
    }
    Ok(outputs)
}

/// `var(A)`, `var(A, w)`, `var(A, w, dim | vecdim | 'all')`,
/// `var(..., nanflag)`, `[V, M] = var(...)`.
pub fn var(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    spread(args, nargout, "var", false)
}

/// `std`: the square root of `var`, same forms.
pub fn std(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    spread(args, nargout, "std", true)
}

/// Observations (rows) by variables (columns) of `cov`/`corrcoef`
/// arguments: one matrix (a vector is one variable), or two arrays of equal
/// size as two variables.
fn observations(args: &[Value], function: &str) -> Result<(Vec<Vec<f64>>, Class, Vec<Value>)> {
    let mut data_args: Vec<Value> = Vec::new();
    let mut rest = Vec::new();
    for arg in args {
        if data_args.len() < 2
            && arg.as_text().is_none()
            && (data_args.is_empty() || !arg.is_scalar() || arg.numel() == data_args[0].numel())
        {
            data_args.push(arg.clone());
        } else {
            rest.push(arg.clone());
        }
    }
    let Some(first_arg) = data_args.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let (first, class) = float_data(first_arg, function)?;
    let columns = match data_args.get(1) {
        Some(second) => {
            let (other, _) = float_data(second, function)?;
            if other.len() != first.len() {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:XYlengthMismatch"),
                    "The number of elements in A and B must be equal.",
                ));
            }
            vec![first.into_owned(), other.into_owned()]
        }
        None => {
            let shape = data_args[0].shape();
            if shape.ndims() > 2 {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:InputDim"),
                    "Inputs must be 2-D.",
                ));
            }
            if shape.is_vector() {
                vec![first.into_owned()]
            } else {
                let rows = shape.rows();
                first
                    .chunks(rows.max(1))
                    .map(<[f64]>::to_vec)
                    .take(shape.cols())
                    .collect()
            }
        }
    };
    Ok((columns, class, rest))
}

/// Covariance matrix of columns; `omit_rows` drops rows with a NaN.
fn covariance(columns: &[Vec<f64>], population: bool, omit_rows: bool) -> Vec<f64> {
    let k = columns.len();
    let rows = columns.first().map_or(0, Vec::len);
    let keep: Vec<usize> = (0..rows)
        .filter(|&r| !omit_rows || columns.iter().all(|c| !c[r].is_nan()))
        .collect();
    let n = keep.len();
    let means: Vec<f64> = columns
        .iter()
        .map(|c| keep.iter().map(|&r| c[r]).sum::<f64>() / n as f64)
        .collect();
    let divisor = if population || n <= 1 {
        n as f64
    } else {
        (n - 1) as f64
    };
    let mut out = vec![0.0; k * k];
    for i in 0..k {
        for j in 0..=i {
            let s: f64 = keep
                .iter()
                .map(|&r| (columns[i][r] - means[i]) * (columns[j][r] - means[j]))
                .sum();
            out[i + j * k] = s / divisor;
            out[j + i * k] = s / divisor;
        }
    }
    out
}

/// Reads `w` (0 or 1) and the NaN flag of cov/corrcoef.
fn cov_flags(rest: &[Value], function: &str) -> Result<(bool, bool)> {
    let (mut population, mut omit) = (false, false);
    for arg in rest {
        match arg.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
            Some("omitrows") => omit = true,
            Some("includenan" | "includemissing") => omit = false,
            Some(_) => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:unknownFlag"),
                    "Invalid option. Option must be 'includenan' or 'omitrows'.",
                ))
            }
            None => match arg.as_f64() {
                Some(w) if w == 0.0 || w == 1.0 => population = w == 1.0,
                _ => return Err(weight_error()),
            },
        }
    }
    Ok((population, omit))
}

/// `cov(A)`, `cov(A, B)`, `cov(..., w)`, `cov(..., 'omitrows')`.
pub fn cov(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (columns, class, rest) = observations(args, "cov")?;
    let (population, omit) = cov_flags(&rest, "cov")?;
    let k = columns.len();
    one(from_f64(
        Shape::matrix(k, k),
        class,
        covariance(&columns, population, omit),
    )?)
}

/// `R = corrcoef(A)`, `corrcoef(A, B)`, `corrcoef(..., 'Rows', 'complete')`,
/// `[R, P] = corrcoef(...)`: correlation coefficients (diagonal exactly 1,
/// NaN for a variable without variation, as MATLAB's sign of the diagonal)
/// and the p-values of Student's t test (diagonal 1).
pub fn corrcoef(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let mut plain = Vec::new();
    let mut omit = false;
    let mut index = 0;
    while index < args.len() {
        let arg = &args[index];
        if arg
            .as_text()
            .is_some_and(|t| t.eq_ignore_ascii_case("rows"))
        {
            let how = args
                .get(index + 1)
                .and_then(Value::as_text)
                .unwrap_or_default();
            omit = match how.to_ascii_lowercase().as_str() {
                "all" => false,
                "complete" | "pairwise" => true,
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:corrcoef:invalidRowChoice",
                        "Value for 'Rows' must be 'all', 'complete', or 'pairwise'.",
                    ))
                }
            };
            index += 2;
            continue;
        }
        plain.push(arg.clone());
        index += 1;
    }
    let (mut columns, class, rest) = observations(&plain, "corrcoef")?;
    if !rest.is_empty() {
        return Err(RuntimeError::too_many_inputs());
    }
    if columns.is_empty() {
        // corrcoef([]) is NaN, as cov([]) is.
        columns.push(Vec::new());
    }
    let k = columns.len();
    let c = covariance(&columns, false, omit);
    let r: Vec<f64> = (0..k * k)
        .map(|index| {
            let (i, j) = (index % k, index / k);
            let value = c[index] / (c[i * (k + 1)].sqrt() * c[j * (k + 1)].sqrt());
            if i == j && !value.is_nan() {
                1.0
            } else {
                value.clamp(-1.0, 1.0)
            }
        })
        .collect();
    let mut outputs = Outputs::new();
    if nargout > 1 {
        let rows = columns.first().map_or(0, Vec::len);
        let n = (0..rows)
            .filter(|&row| !omit || columns.iter().all(|c| !c[row].is_nan()))
            .count();
        let p: Vec<f64> = r
            .iter()
            .enumerate()
            .map(|(index, &value)| match index % k == index / k {
                true => 1.0,
                false => pearson_pvalue(value, n, Tail::Both),
            })
            .collect();
        outputs.push(from_f64(Shape::matrix(k, k), class, r)?);
        outputs.push(from_f64(Shape::matrix(k, k), class, p)?);
    } else {
        outputs.push(from_f64(Shape::matrix(k, k), class, r)?);
    }
    Ok(outputs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variance_normalisations() {
        let lane = [1.0, 2.0, 3.0, 4.0];
        assert_eq!(lane_variance(&lane, &Weights::Sample, false).0, 5.0 / 3.0);
        assert_eq!(lane_variance(&lane, &Weights::Population, false).0, 1.25);
        assert_eq!(lane_variance(&[7.0], &Weights::Sample, false).0, 0.0);
        let weighted = lane_variance(&[1.0, 3.0], &Weights::Vector(vec![1.0, 3.0]), false);
        assert_eq!(weighted, (0.75, 2.5));
        assert!(lane_variance(&[1.0, f64::NAN], &Weights::Sample, false)
            .0
            .is_nan());
        assert_eq!(
            lane_variance(&[1.0, f64::NAN, 3.0], &Weights::Sample, true).0,
            2.0
        );
    }

    #[test]
    fn covariance_matrix() {
        let c = covariance(&[vec![1.0, 2.0, 3.0], vec![1.0, 0.0, -1.0]], false, false);
        assert_eq!(c, vec![1.0, -1.0, -1.0, 1.0]);
    }
}
