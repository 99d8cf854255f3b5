//! `corr`: linear (Pearson) or rank (Spearman, Kendall's tau-b) correlation
//! between the columns of X, or of X and Y, with the 'Rows' choices 'all',
//! 'complete' and 'pairwise', and the p-value of Pearson's coefficient from
//! Student's t distribution (`pearson_pvalue`, which `corrcoef` shares).
//! Rank p-values (MATLAB's exact permutation or approximate distributions)
//! are not computed: asking for one is an error rather than a wrong number.

use super::super::Outputs;
use super::spread::float_data;
use crate::builtins::arrays::construct::from_f64;
use crate::builtins::math::incomplete::regularized_beta;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Value};

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Pearson,
    Spearman,
    Kendall,
}

#[derive(Clone, Copy, PartialEq)]
enum Rows {
    All,
    Complete,
    Pairwise,
}

/// The alternative hypothesis of the p-value.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Tail {
    Both,
    Right,
    Left,
}

/// The p-value of Pearson's `r` from `n` observations: Student's t with
/// n - 2 degrees of freedom, t = r sqrt((n-2)/(1-r^2)). The two-sided tail
/// P(|T| >= |t|) is the regularized incomplete beta I_{1-r^2}((n-2)/2, 1/2).
pub(super) fn pearson_pvalue(r: f64, n: usize, tail: Tail) -> f64 {
    if r.is_nan() || n < 3 {
        return f64::NAN;
    }
    let df = (n - 2) as f64;
    let both = regularized_beta(df / 2.0, 0.5, (1.0 - r * r).max(0.0));
    // One tail is half the two-sided one on the side the sign of r points to.
    match tail {
        Tail::Both => both,
        Tail::Right if r > 0.0 => both / 2.0,
        Tail::Right => 1.0 - both / 2.0,
        Tail::Left if r < 0.0 => both / 2.0,
        Tail::Left => 1.0 - both / 2.0,
    }
}

/// Pearson's coefficient of two equally long columns without NaN.
fn pearson(x: &[f64], y: &[f64]) -> f64 {
    let n = x.len() as f64;
    let mx = x.iter().sum::<f64>() / n;
    let my = y.iter().sum::<f64>() / n;
    let (mut sxy, mut sxx, mut syy) = (0.0, 0.0, 0.0);
    for (a, b) in x.iter().zip(y) {
        let (dx, dy) = (a - mx, b - my);
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    let r = sxy / (sxx.sqrt() * syy.sqrt());
    if r.abs() > 1.0 {
        r.signum()
    } else {
        r
    }
}

/// Ranks 1..n of a column, ties sharing their average rank.
fn ranks(x: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..x.len()).collect();
    order.sort_by(|&a, &b| x[a].total_cmp(&x[b]));
    let mut out = vec![0.0; x.len()];
    let mut start = 0;
    while start < order.len() {
        let mut end = start + 1;
        while end < order.len() && x[order[end]] == x[order[start]] {
            end += 1;
        }
        let rank = (start + end + 1) as f64 / 2.0;
        order[start..end].iter().for_each(|&i| out[i] = rank);
        start = end;
    }
    out
}

/// Kendall's tau-b: concordant minus discordant pairs over the geometric
/// mean of the pairs untied in x and untied in y.
fn kendall(x: &[f64], y: &[f64]) -> f64 {
    let (mut score, mut untied_x, mut untied_y) = (0.0, 0.0, 0.0);
    for i in 0..x.len() {
        for j in i + 1..x.len() {
            let sx = (x[i] - x[j]).signum() * f64::from(u8::from(x[i] != x[j]));
            let sy = (y[i] - y[j]).signum() * f64::from(u8::from(y[i] != y[j]));
            score += sx * sy;
            untied_x += sx * sx;
            untied_y += sy * sy;
        }
    }
    score / (untied_x * untied_y).sqrt()
}

fn coefficient(kind: Kind, x: &[f64], y: &[f64]) -> f64 {
    match kind {
        Kind::Pearson => pearson(x, y),
        Kind::Spearman => pearson(&ranks(x), &ranks(y)),
        Kind::Kendall => kendall(x, y),
    }
}

fn option_error(message: &str) -> RuntimeError {
    RuntimeError::new("stats:corr:BadParameter", message)
}

/// The columns of a 2-D single or double matrix (a row vector is one
/// observation of many variables).
fn columns(value: &Value) -> Result<(Vec<Vec<f64>>, Class, usize)> {
    let shape = value.shape();
    if shape.ndims() > 2 {
        return Err(RuntimeError::new(
            "stats:corr:InputsMustBeMatrices",
            "X and Y must be 2-D matrices.",
        ));
    }
    let (data, class) = float_data(value, "corr")?;
    let rows = shape.rows();
    let cols = (0..shape.cols())
        .map(|c| data[c * rows..(c + 1) * rows].to_vec())
        .collect();
    Ok((cols, class, rows))
}

/// `rho = corr(X)`, `corr(X, Y)`, `[rho, pval] = corr(...)`, with
/// `'Type'` ('Pearson', 'Spearman', 'Kendall'), `'Rows'` ('all',
/// 'complete', 'pairwise') and `'Tail'` ('both', 'right', 'left').
pub fn corr(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let mut data = Vec::new();
    let mut index = 0;
    while index < args.len() && args[index].as_text().is_none() && data.len() < 2 {
        data.push(&args[index]);
        index += 1;
    }
    let (mut kind, mut rows_mode, mut tail) = (Kind::Pearson, Rows::All, Tail::Both);
    while index < args.len() {
        let name = args[index]
            .as_text()
            .ok_or_else(|| option_error("Parameter name must be text."))?
            .to_ascii_lowercase();
        let value = args
            .get(index + 1)
            .and_then(Value::as_text)
            .ok_or_else(|| option_error("Parameter value must be text."))?
            .to_ascii_lowercase();
        match (name.as_str(), value.as_str()) {
            ("type", "pearson") => kind = Kind::Pearson,
            ("type", "spearman") => kind = Kind::Spearman,
            ("type", "kendall") => kind = Kind::Kendall,
            ("rows", "all") => rows_mode = Rows::All,
            ("rows", "complete") => rows_mode = Rows::Complete,
            ("rows", "pairwise") => rows_mode = Rows::Pairwise,
            ("tail", "both" | "ne") => tail = Tail::Both,
            ("tail", "right" | "gt") => tail = Tail::Right,
            ("tail", "left" | "lt") => tail = Tail::Left,
            ("type" | "rows" | "tail", _) => {
                return Err(option_error(&format!("Invalid value for '{name}'.")))
            }
            _ => return Err(option_error(&format!("Invalid parameter name: {name}."))),
        }
        index += 2;
    }
    let Some(&first) = data.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    if nargout > 1 && kind != Kind::Pearson {
        return Err(RuntimeError::new(
            "ferromat:corr:pvalueUnsupported",
            "P-values are computed only for 'Type','Pearson'.",
        ));
    }
    let (xs, mut class, n) = columns(first)?;
    let ys = match data.get(1) {
        Some(&second) => {
            let (ys, other_class, m) = columns(second)?;
            if m != n {
                return Err(RuntimeError::new(
                    "stats:corr:InputSizeMismatch",
                    "X and Y must have the same number of rows.",
                ));
            }
            if other_class == Class::Single {
                class = other_class;
            }
            Some(ys)
        }
        None => None,
    };
    let request = Request {
        kind,
        rows: rows_mode,
        tail,
        n,
    };
    let (p, q, rho, pval) = match &ys {
        Some(ys) => coefficients(&xs, ys, false, &request),
        None => coefficients(&xs, &xs, true, &request),
    };
    let mut outputs = Outputs::new();
    outputs.push(from_f64(Shape::matrix(p, q), class, rho)?);
    if nargout > 1 {
        outputs.push(from_f64(Shape::matrix(p, q), class, pval)?);
    }
    Ok(outputs)
}

/// What `corr` computes, once the data are read.
struct Request {
    kind: Kind,
    rows: Rows,
    tail: Tail,
    /// Observations (rows) per column.
    n: usize,
}

/// The p-by-q coefficients and p-values between the columns of `xs` and
/// `ys` (`same` when they are one matrix: an exact 1 on the diagonal).
fn coefficients(
    xs: &[Vec<f64>],
    ys: &[Vec<f64>],
    same: bool,
    request: &Request,
) -> (usize, usize, Vec<f64>, Vec<f64>) {
    let n = request.n;
    let complete: Vec<bool> = (0..n)
        .map(|r| request.rows != Rows::Complete || xs.iter().chain(ys).all(|c| !c[r].is_nan()))
        .collect();
    let (p, q) = (xs.len(), ys.len());
    let (mut rho, mut pval) = (vec![0.0; p * q], vec![0.0; p * q]);
    let (mut x, mut y) = (Vec::with_capacity(n), Vec::with_capacity(n));
    for j in 0..q {
        for i in 0..p {
            x.clear();
            y.clear();
            let mut missing = false;
            for r in (0..n).filter(|&r| complete[r]) {
                let (a, b) = (xs[i][r], ys[j][r]);
                if a.is_nan() || b.is_nan() {
                    missing = true;
                    continue;
                }
                x.push(a);
                y.push(b);
            }
            let r = if missing && request.rows == Rows::All {
                f64::NAN
            } else {
                coefficient(request.kind, &x, &y)
            };
            let r = if same && i == j && !r.is_nan() {
                1.0
            } else {
                r
            };
            rho[i + j * p] = r;
            pval[i + j * p] = pearson_pvalue(r, x.len(), request.tail);
        }
    }
    (p, q, rho, pval)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_coefficients() {
        assert_eq!(ranks(&[3.0, 1.0, 3.0, 2.0]), vec![3.5, 1.0, 3.5, 2.0]);
        let x = [1.0, 2.0, 3.0, 4.0, 5.0];
        let y = [2.0, 1.0, 4.0, 3.0, 5.0];
        assert!((kendall(&x, &y) - 0.6).abs() < 1e-15);
        assert!((coefficient(Kind::Spearman, &x, &y) - 0.8).abs() < 1e-15);
    }

    #[test]
    fn pearson_pvalues() {
        // r = 0.5 with n = 10: t = 1.63299, two-sided p = I_0.75(4, 1/2)
        // = 0.14111328125 (Octave betainc).
        let p = pearson_pvalue(0.5, 10, Tail::Both);
        assert!((p - 0.141_113_281_25).abs() < 1e-12, "{p}");
        assert!((pearson_pvalue(0.5, 10, Tail::Right) - p / 2.0).abs() < 1e-15);
        assert_eq!(pearson_pvalue(1.0, 5, Tail::Both), 0.0);
        assert!(pearson_pvalue(0.3, 2, Tail::Both).is_nan());
    }
}
