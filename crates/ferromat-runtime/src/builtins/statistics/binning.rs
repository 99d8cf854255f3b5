//! Binning and grouping: histcounts, discretize and the older histc over
//! explicit edges (or exact 'BinLimits'), and accumarray, which groups values by subscript
//! and reduces each group with @sum or any function handle.

use super::super::arrays::gather::linear;
use super::super::{args, one, Outputs};
use super::bin_edges::{automatic_edges, BinRule};
use super::order::{real_data, real_slice};
use crate::builtins::arrays::construct::from_f64;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Value};
use ferromat_kernels::histogram::{counts, Bins, ClosedSide};
use ferromat_kernels::Parallelism;

/// The bins between checked (sorted) `edges`; 'right' closes each bin on
/// its right edge instead of its left.
fn bins_between(edges: &[f64], right: bool) -> Bins<'_> {
    Bins::new(
        edges,
        if right {
            ClosedSide::Right
        } else {
            ClosedSide::Left
        },
    )
}

/// `histc`'s bin of `x`: [e(k), e(k+1)), with a last bin holding only
/// values equal to the last edge. `None` outside or for NaN.
fn histc_bin(x: f64, edges: &[f64]) -> Option<usize> {
    let last = edges.len().checked_sub(1)?;
    if x.is_nan() {
        return None;
    }
    if x == edges[last] {
        return Some(last);
    }
    let k = edges.partition_point(|&e| e <= x);
    (k > 0 && k <= last).then(|| k - 1)
}

/// `[bincounts, ind] = histc(x, binranges)`, `histc(x, binranges, dim)`.
pub fn histc(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (x, ranges) = match args {
        [x, ranges, ..] => (x, ranges),
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    let data = real_data(x, "histc")?;
    let edges = real_data(ranges, "histc")?;
    if edges
        .windows(2)
        .any(|w| w[0].partial_cmp(&w[1]).is_none_or(|o| o.is_gt()))
    {
        return Err(RuntimeError::new(
            "MATLAB:histc:InvalidInput",
            "Edge vector must be monotonically non-decreasing.",
        )
        .in_function("histc"));
    }
    let shape = x.shape();
    let axis = match args.get(2) {
        Some(d) => crate::builtins::args::parse_dim(d)?,
        None => super::lanes::default_axis(&shape),
    };
    let (dims, counts) =
        super::lanes::map_lanes(&data, shape.dims(), axis, edges.len(), |lane, out| {
            out.fill(0.0);
            for &v in lane {
                if let Some(k) = histc_bin(v, &edges) {
                    out[k] += 1.0;
                }
            }
        })?;
    let mut outputs = Outputs::new();
    outputs.push(Value::matrix(Shape::new(&dims), counts));
    if nargout > 1 {
        let bins = data
            .iter()
            .map(|&v| histc_bin(v, &edges).map_or(0.0, |k| k as f64 + 1.0))
            .collect();
        outputs.push(Value::matrix(shape, bins));
    }
    Ok(outputs)
}

fn edges_error(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:InvalidEdges"),
        "Bin edges must be a vector of real, nondecreasing values with at least two elements.",
    )
}

fn checked_edges(value: &Value, function: &str) -> Result<Vec<f64>> {
    let edges = real_data(value, function)?;
    if edges.len() < 2
        || edges
            .windows(2)
            .any(|w| w[0].partial_cmp(&w[1]).is_none_or(|o| o.is_gt()))
    {
        return Err(edges_error(function));
    }
    Ok(edges)
}

/// A 'BinWidth' value: a positive finite scalar.
pub fn bin_width(value: &Value, function: &str) -> Result<f64> {
    match value.as_f64() {
        Some(w) if value.is_scalar() && w > 0.0 && w.is_finite() => Ok(w),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:InvalidBinWidth"),
            "BinWidth must be a finite positive scalar.",
        )),
    }
}

/// `[N, edges, bin] = histcounts(X)`, `histcounts(X, edges)`,
/// `histcounts(X, nbins)`, `histcounts(X, nbins, 'BinLimits', [lo hi])`, `histcounts(X, 'BinEdges', e)`,
/// `histcounts(X, 'BinWidth', w)`, `histcounts(X, 'BinMethod', m)`, with
/// 'Normalization' ('count', 'probability', 'countdensity', 'pdf',
/// 'cumcount', 'cdf').
pub fn histcounts(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let data = real_slice(&args[0], "histcounts")?;
    let mut edges: Option<Vec<f64>> = None;
    let mut rule = BinRule::Auto;
    let mut limits: Option<(f64, f64)> = None;
    let mut normalization = "count".to_string();
    let mut index = 1;
    if let Some(second) = args.get(1).filter(|v| v.as_text().is_none()) {
        if second.is_scalar() {
            rule = BinRule::Count(args::count(second, "histcounts")?.max(1));
        } else {
            edges = Some(checked_edges(second, "histcounts")?);
        }
        index = 2;
    }
    while index < args.len() {
        let name = args::text(&args[index], "histcounts")?.to_ascii_lowercase();
        let value = args
            .get(index + 1)
            .ok_or_else(RuntimeError::not_enough_inputs)?;
        match name.as_str() {
            "binedges" => edges = Some(checked_edges(value, "histcounts")?),
            "numbins" => rule = BinRule::Count(args::count(value, "histcounts")?.max(1)),
            "binwidth" => rule = BinRule::Width(bin_width(value, "histcounts")?),
            "binmethod" => {
                rule = BinRule::from_method(&args::text(value, "histcounts")?, "histcounts")?
            }
            "binlimits" => match real_data(value, "histcounts")?.as_slice() {
                [lo, hi] if lo <= hi => limits = Some((*lo, *hi)),
                _ => return Err(edges_error("histcounts")),
            },
            "normalization" => {
                normalization = args::text(value, "histcounts")?.to_ascii_lowercase()
            }
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:histcounts:UnknownOption",
                    format!("Unknown option '{name}'."),
                ))
            }
        }
        index += 2;
    }
    let edges = match edges {
        Some(e) => e,
        None => automatic_edges(&data, rule, limits)?,
    };
    let bins = bins_between(&edges, false);
    let mut bin_index = Vec::new();
    let counts: Vec<f64> = if nargout > 2 {
        // The bin of each element, which the caller takes, in one pass.
        let mut tally = vec![0.0; bins.count()];
        bin_index.reserve_exact(data.len());
        for &x in data.iter() {
            let bin = bins.of(x);
            if let Some(b) = bin {
                tally[b] += 1.0;
            }
            bin_index.push(bin.map_or(0.0, |b| (b + 1) as f64));
        }
        tally
    } else {
        counts(&data, &bins, Parallelism::Auto)
            .into_iter()
            .map(|c| c as f64)
            .collect()
    };
    let total = data.len() as f64;
    let widths: Vec<f64> = edges.windows(2).map(|w| w[1] - w[0]).collect();
    let values: Vec<f64> = match normalization.as_str() {
        "count" => counts,
        "probability" => counts.iter().map(|c| c / total).collect(),
        "countdensity" => counts.iter().zip(&widths).map(|(c, w)| c / w).collect(),
        "pdf" => counts.iter().zip(&widths).map(|(c, w)| c / total / w).collect(),
        "cumcount" => counts.iter().scan(0.0, |s, c| { *s += c; Some(*s) }).collect(),
        "cdf" => counts.iter().scan(0.0, |s, c| { *s += c; Some(*s / total) }).collect(),
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:histcounts:InvalidNormalization",
                "Normalization must be 'count', 'probability', 'countdensity', 'pdf', 'cumcount', or 'cdf'.",
            ))
        }
    };
    let mut outputs = Outputs::new();
    outputs.push(Value::row(values));
    if nargout > 1 {
        outputs.push(Value::row(edges));
    }
    if nargout > 2 {
        outputs.push(Value::matrix(args[0].shape(), bin_index));
    }
    Ok(outputs)
}

/// `Y = discretize(X, edges)`, `discretize(X, edges, values)`,
/// `discretize(..., 'IncludedEdge', 'left' | 'right')`: the bin of each
/// element (NaN outside the edges).
pub fn discretize(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let data = real_data(&args[0], "discretize")?;
    let edges = checked_edges(&args[1], "discretize")?;
    let mut labels: Option<Vec<f64>> = None;
    let mut right = false;
    let mut index = 2;
    while index < args.len() {
        let arg = &args[index];
        if arg
            .as_text()
            .is_some_and(|t| t.eq_ignore_ascii_case("includededge"))
        {
            let side = args
                .get(index + 1)
                .and_then(Value::as_text)
                .map(|s| s.to_ascii_lowercase());
            right = match side.as_deref() {
                Some("left") => false,
                Some("right") => true,
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:discretize:InvalidIncludedEdge",
                        "IncludedEdge must be 'left' or 'right'.",
                    ))
                }
            };
            index += 2;
            continue;
        }
        let values = real_data(arg, "discretize")?;
        if values.len() != edges.len() - 1 {
            return Err(RuntimeError::new(
                "MATLAB:discretize:ValuesSizeMismatch",
                "VALUES must have one element for each bin.",
            ));
        }
        labels = Some(values);
        index += 1;
    }
    let bins = bins_between(&edges, right);
    let out: Vec<f64> = data
        .iter()
        .map(|&x| match (bins.of(x), &labels) {
            (Some(b), Some(values)) => values[b],
            (Some(b), None) => (b + 1) as f64,
            (None, _) => f64::NAN,
        })
        .collect();
    let mut outputs = Outputs::new();
    outputs.push(Value::matrix(args[0].shape(), out));
    if nargout > 1 {
        outputs.push(Value::row(edges));
    }
    Ok(outputs)
}

/// The subscript rows (0-based) of `accumarray`'s first argument.
fn subscripts(value: &Value) -> Result<(Vec<Vec<usize>>, usize)> {
    let bad = || {
        RuntimeError::new(
            "MATLAB:accumarray:nonPosIntSubs",
            "Subscript indices must either be real positive integers or logicals.",
        )
    };
    let columns: Vec<Vec<f64>> = match value {
        Value::Cell(cells) => cells
            .data()
            .iter()
            .map(|v| v.to_f64_vec().ok_or_else(bad))
            .collect::<Result<_>>()?,
        other => {
            let shape = other.shape();
            let data = other.to_f64_vec().ok_or_else(bad)?;
            if shape.is_vector() || shape.is_scalar() {
                vec![data]
            } else {
                let rows = shape.rows();
                data.chunks(rows.max(1)).map(<[f64]>::to_vec).collect()
            }
        }
    };
    let count = columns.first().map_or(0, Vec::len);
    if columns.iter().any(|c| c.len() != count) {
        return Err(bad());
    }
    let mut rows = vec![Vec::with_capacity(columns.len()); count];
    for column in &columns {
        for (row, &x) in rows.iter_mut().zip(column) {
            if !(x >= 1.0 && x.fract() == 0.0 && x < 2f64.powi(53)) {
                return Err(bad());
            }
            row.push(x as usize - 1);
        }
    }
    Ok((rows, columns.len()))
}

/// `A = accumarray(subs, vals)`, `accumarray(subs, vals, sz)`,
/// `accumarray(subs, vals, sz, fun)`, `accumarray(subs, vals, sz, fun,
/// fillval)`: values with equal subscripts reduced by `fun` (@sum).
pub fn accumarray(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (subs, width) = subscripts(&args[0])?;
    let values = real_data(&args[1], "accumarray")?;
    if values.len() != 1 && values.len() != subs.len() {
        return Err(RuntimeError::new(
            "MATLAB:accumarray:nmismatch",
            "Second input VAL must be a vector with one element for each row in SUBS, or a scalar.",
        ));
    }
    let value_at = |i: usize| {
        if values.len() == 1 {
            values[0]
        } else {
            values[i]
        }
    };
    let mut dims: Vec<usize> = (0..width.max(1))
        .map(|d| subs.iter().map(|r| r[d] + 1).max().unwrap_or(0))
        .collect();
    if dims.len() == 1 {
        dims.push(1);
    }
    if let Some(size) = args.get(2).filter(|v| !v.is_empty()) {
        let requested: Vec<usize> = real_data(size, "accumarray")?
            .into_iter()
            .map(|x| x.max(0.0) as usize)
            .collect();
        if requested.len() < width || requested.iter().zip(&dims).any(|(r, d)| r < d) {
            return Err(RuntimeError::new(
                "MATLAB:accumarray:DimMismatch",
                "Dimensions of SZ must be at least the maximum of each column of SUBS.",
            ));
        }
        dims = requested;
    }
    args::check_allocation_dims(&dims, 8)?;
    let total: usize = dims.iter().product();
    let mut groups: Vec<Vec<f64>> = vec![Vec::new(); total];
    for (i, row) in subs.iter().enumerate() {
        groups[linear(&dims, row)].push(value_at(i));
    }
    let function = args.get(3).filter(|v| !v.is_empty());
    let fill = match args.get(4).filter(|v| !v.is_empty()) {
        Some(v) => args::scalar(v, "accumarray")?,
        None => 0.0,
    };
    let Some(function) = function else {
        let out: Vec<f64> = groups
            .iter()
            .map(|g| if g.is_empty() { fill } else { g.iter().sum() })
            .collect();
        let class = match args[1].class() {
            c if c == Class::Single || c.is_integer() => c,
            _ => Class::Double,
        };
        return one(from_f64(Shape::new(&dims), class, out)?);
    };
    let nonscalar = || {
        RuntimeError::new(
            "MATLAB:accumarray:nonscalarFunOutput",
            "The function FUN must return a scalar.",
        )
    };
    // The class of A is the class of fun's results (the first one decides);
    // a 1x1 cell result makes A a cell array of the cells' contents.
    let mut class = None;
    let mut out = Vec::with_capacity(total);
    let mut cells = Vec::new();
    for group in groups {
        if group.is_empty() {
            out.push(fill);
            cells.push(Value::empty());
            continue;
        }
        let column = Value::matrix(Shape::column(group.len()), group);
        let result = interp.call_function(function, &[column], 1)?;
        let result = result.into_iter().next().ok_or_else(nonscalar)?;
        if !result.shape().is_scalar() {
            return Err(nonscalar());
        }
        let result_class = *class.get_or_insert(result.class());
        match result {
            Value::Cell(cell) if result_class == Class::Cell => {
                cells.push(cell.data().first().cloned().unwrap_or_else(Value::empty));
            }
            other if result_class != Class::Cell => {
                out.push(other.as_f64().ok_or_else(nonscalar)?);
            }
            _ => return Err(nonscalar()),
        }
    }
    let shape = Shape::new(&dims);
    match class {
        Some(Class::Cell) => one(Value::Cell(std::sync::Arc::new(crate::value::Tensor::new(
            shape, cells,
        )))),
        Some(c) if matches!(c, Class::Logical | Class::Char | Class::Single) || c.is_integer() => {
            one(from_f64(shape, c, out)?)
        }
        _ => one(from_f64(shape, Class::Double, out)?),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn histc_bins_against_a_linear_scan() {
        let edges = [0.0, 1.0, 1.0, 2.5, 4.0];
        for i in -10..50 {
            let x = f64::from(i) / 10.0;
            let naive = if x == 4.0 {
                Some(4)
            } else {
                (0..4).rev().find(|&k| edges[k] <= x && x < edges[k + 1])
            };
            assert_eq!(histc_bin(x, &edges), naive, "{x}");
        }
        assert_eq!(histc_bin(f64::NAN, &edges), None);
    }

    #[test]
    fn bins() {
        let edges = [0.0, 1.0, 2.0];
        let (left, right) = (bins_between(&edges, false), bins_between(&edges, true));
        assert_eq!(left.of(0.5), Some(0));
        assert_eq!(left.of(1.0), Some(1));
        assert_eq!(left.of(2.0), Some(1));
        assert_eq!(right.of(1.0), Some(0));
        assert_eq!(right.of(0.0), Some(0));
        assert_eq!(left.of(2.5), None);
    }

    #[test]
    fn accumulates() {
        let subs = Value::matrix(Shape::column(4), vec![1.0, 3.0, 1.0, 2.0]);
        let vals = Value::matrix(Shape::column(4), vec![10.0, 20.0, 30.0, 40.0]);
        let out = accumarray(&mut Interpreter::new(), &[subs, vals], 1).unwrap();
        assert_eq!(out[0].to_f64_vec().unwrap(), vec![40.0, 40.0, 20.0]);
        assert_eq!(out[0].shape().dims(), &[3, 1]);
    }
}
