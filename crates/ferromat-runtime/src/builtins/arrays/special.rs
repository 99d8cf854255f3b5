//! Special matrices: magic hilb invhilb pascal vander compan (computed in
//! double, or single when asked), and toeplitz hankel kron blkdiag, whose
//! elements come from their inputs and so keep the inputs' class (through
//! the family gather and `ops`). No matrix here is built by per-class code.

use super::super::{args, one, Outputs};
use super::gather::{gather_value, gather_with_fill, zero_like};
use crate::builtins::arrays::construct::from_f64;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{Class, Shape, Value};
use ferromat_syntax::ast::BinOp;

/// The order `n` of a generated matrix (negative counts as 0).
fn order(value: &Value, function: &str) -> Result<usize> {
    match value.as_f64() {
        Some(x) if x.is_finite() && x.fract() == 0.0 => {
            let n = x.max(0.0) as usize;
            args::check_allocation_dims(&[n, n], 8)?;
            Ok(n)
        }
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:inputMustBeInteger"),
            "N must be an integer scalar.",
        )),
    }
}

/// 'double' (default) or 'single' from an optional class-name argument.
fn float_class(value: Option<&Value>, function: &str) -> Result<Class> {
    match value
        .map(|v| args::text(v, function))
        .transpose()?
        .as_deref()
    {
        None | Some("double") => Ok(Class::Double),
        Some("single") => Ok(Class::Single),
        Some(_) => Err(RuntimeError::new(
            format!("MATLAB:{function}:invalidClassName"),
            "Class name must be 'double' or 'single'.",
        )),
    }
}

/// An n-by-n matrix of `class` with element (i, j) (0-based) from `entry`.
fn generated(n: usize, class: Class, entry: impl Fn(usize, usize) -> f64) -> Result<Value> {
    let data = (0..n * n).map(|k| entry(k % n, k / n)).collect();
    from_f64(Shape::matrix(n, n), class, data)
}

/// `magic(n)`: rows, columns and both diagonals sum to n(n^2+1)/2.
pub fn magic(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    // MATLAB's magic uses floor(n): magic(1.5) is magic(1).
    let n = match args[0].as_f64() {
        Some(x) if x.is_finite() => order(&Value::scalar(x.floor()), "magic")?,
        _ => order(&args[0], "magic")?,
    };
    one(Value::matrix(Shape::matrix(n, n), magic_square(n)))
}

/// Column-major magic square of order n (n = 2 gives MATLAB's non-magic
/// [4 3; 1 2]).
fn magic_square(n: usize) -> Vec<f64> {
    let mut m = vec![0.0; n * n];
    if n == 0 {
        return m;
    }
    if n % 2 == 1 {
        // Siamese construction, shifted so that row 1 holds n(n-1)/2 + ... as MATLAB's.
        for j in 0..n {
            for i in 0..n {
                let (i1, j1) = (i as i64 + 1, j as i64 + 1);
                let a = (i1 + j1 - (n as i64 + 3) / 2).rem_euclid(n as i64);
                let b = (i1 + 2 * j1 - 2).rem_euclid(n as i64);
                m[i + j * n] = (n as i64 * a + b + 1) as f64;
            }
        }
    } else if n.is_multiple_of(4) {
        for j in 0..n {
            for i in 0..n {
                let natural = (i * n + j + 1) as f64;
                let swap = ((i + 1) % 4) / 2 == ((j + 1) % 4) / 2;
                m[i + j * n] = if swap {
                    (n * n + 1) as f64 - natural
                } else {
                    natural
                };
            }
        }
    } else {
        // LUX-style: four copies of magic(n/2), then swap columns.
        let p = n / 2;
        let small = magic_square(p);
        let quarter = (p * p) as f64;
        for j in 0..p {
            for i in 0..p {
                let v = small[i + j * p];
                m[i + j * n] = v;
                m[(i + p) + (j + p) * n] = v + quarter;
                m[i + (j + p) * n] = v + 2.0 * quarter;
                m[(i + p) + j * n] = v + 3.0 * quarter;
            }
        }
        let k = (n - 2) / 4;
        let mut columns: Vec<usize> = (0..k).collect();
        columns.extend((n - k + 1)..n);
        for &j in &columns {
            for i in 0..p {
                m.swap(i + j * n, (i + p) + j * n);
            }
        }
        // Columns 1 and k+1 (one column when n = 2, swapped once).
        let last = if k == 0 { &[0][..] } else { &[0, k][..] };
        for &j in last {
            m.swap(k + j * n, (k + p) + j * n);
        }
    }
    m
}

/// `hilb(n)`, `hilb(n, classname)`: H(i, j) = 1/(i + j - 1).
pub fn hilb(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let n = order(&args[0], "hilb")?;
    let class = float_class(args.get(1), "hilb")?;
    one(generated(n, class, |i, j| 1.0 / (i + j + 1) as f64)?)
}

/// `invhilb(n)`: the exact inverse of `hilb(n)` (exact while its integer
/// entries fit in a double, n < 13).
pub fn invhilb(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let n = order(&args[0], "invhilb")?;
    let class = float_class(args.get(1), "invhilb")?;
    let nf = n as f64;
    let mut h = vec![0.0; n * n];
    let mut p = nf;
    for i in 1..=n {
        let fi = i as f64;
        if i > 1 {
            p = ((nf - fi + 1.0) * p * (nf + fi - 1.0)) / ((fi - 1.0) * (fi - 1.0));
        }
        let mut r = p * p;
        h[(i - 1) * (n + 1)] = r / (2.0 * fi - 1.0);
        for j in (i + 1)..=n {
            let fj = j as f64;
            r = -((nf - fj + 1.0) * r * (nf + fj - 1.0)) / ((fj - 1.0) * (fj - 1.0));
            let value = r / (fi + fj - 1.0);
            h[(i - 1) + (j - 1) * n] = value;
            h[(j - 1) + (i - 1) * n] = value;
        }
    }
    one(from_f64(Shape::matrix(n, n), class, h)?)
}

/// `pascal(n)`: binomial coefficients; `pascal(n, 1)`: the lower-triangular
/// Cholesky factor with alternating column signs (an involution);
/// `pascal(n, 2)`: its cube-root-of-identity rotation.
pub fn pascal(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let n = order(&args[0], "pascal")?;
    let mut rest = &args[1..];
    let mut kind = 0;
    if let Some(first) = rest.first() {
        if first.as_text().is_none() {
            kind = match first.as_f64() {
                Some(k) if k == 0.0 || k == 1.0 || k == 2.0 => k as u8,
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:pascal:invalidType",
                        "Second input must be 0, 1, or 2.",
                    ))
                }
            };
            rest = &rest[1..];
        }
    }
    let class = float_class(rest.first(), "pascal")?;
    // Signed lower factor L(i, j) = (-1)^j C(i, j), 0-based.
    let mut lower = vec![0.0; n * n];
    for i in 0..n {
        for j in 0..=i {
            let above = if i == 0 { 0.0 } else { lower[(i - 1) + j * n] };
            let diagonal_left = if i == 0 || j == 0 {
                0.0
            } else {
                lower[(i - 1) + (j - 1) * n]
            };
            lower[i + j * n] = if j == 0 { 1.0 } else { above - diagonal_left };
        }
    }
    let data: Vec<f64> = match kind {
        0 => {
            let mut p = vec![1.0; n * n];
            for j in 1..n {
                for i in 1..n {
                    p[i + j * n] = p[(i - 1) + j * n] + p[i + (j - 1) * n];
                }
            }
            p
        }
        1 => lower,
        _ => {
            // rot90(L, 3): B(i, j) = L(n-1-j, i); negated for even n so that
            // B^3 = I.
            let sign = if n.is_multiple_of(2) { -1.0 } else { 1.0 };
            (0..n * n)
                .map(|k| sign * lower[(n - 1 - k / n) + (k % n) * n])
                .collect()
        }
    };
    one(from_f64(Shape::matrix(n, n), class, data)?)
}

/// The elements of a numeric vector as doubles, and its class (double or
/// single only: the computed matrices are floating-point).
fn float_vector(value: &Value, function: &str) -> Result<(Vec<f64>, Class)> {
    let shape = value.shape();
    if !(shape.is_vector() || shape.is_empty() || shape.is_scalar()) || value.is_complex() {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:InputMustBeVector"),
            "Input must be a real vector.",
        ));
    }
    let class = if value.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    let data = value.to_f64_vec().ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:InputMustBeNumeric"),
            "Input must be numeric.",
        )
    })?;
    Ok((data, class))
}

/// `vander(v)`: A(i, j) = v(i)^(n - j).
pub fn vander(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (v, class) = float_vector(&args[0], "vander")?;
    let n = v.len();
    args::check_allocation_dims(&[n, n], 8)?;
    one(generated(n, class, |i, j| v[i].powi((n - 1 - j) as i32))?)
}

/// `compan(u)`: the companion matrix, first row -u(2:n)/u(1), ones below
/// the diagonal.
pub fn compan(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (u, class) = float_vector(&args[0], "compan")?;
    let n = u.len().saturating_sub(1);
    if n == 0 {
        return one(from_f64(Shape::matrix(0, 0), class, Vec::new())?);
    }
    args::check_allocation_dims(&[n, n], 8)?;
    one(generated(n, class, |i, j| match i {
        0 => -u[j + 1] / u[0],
        _ if i == j + 1 => 1.0,
        _ => 0.0,
    })?)
}

/// `value(:)` as a column, any class.
fn column(value: &Value) -> Result<Value> {
    let n = value.numel();
    gather_value(value, Shape::column(n), (0..n).collect())
}

/// `toeplitz(c, r)`: constant diagonals, first column c and first row r
/// (c(1) wins a conflict); `toeplitz(r)`: the symmetric (Hermitian for
/// complex r) matrix.
pub fn toeplitz(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (c, r) = match args {
        [r] => {
            let conjugated =
                crate::builtins::math::elementwise::conj(interp, std::slice::from_ref(r), 1)?;
            (
                conjugated.into_iter().next().unwrap_or_else(|| r.clone()),
                r.clone(),
            )
        }
        [c, r, ..] => (c.clone(), r.clone()),
        [] => return Err(RuntimeError::not_enough_inputs()),
    };
    let (m, n) = (c.numel(), r.numel());
    args::check_allocation_dims(&[m, n], 8)?;
    let both = ops::vertcat(&[column(&c)?, column(&r)?])?;
    let sources = (0..m * n)
        .map(|k| {
            let (i, j) = (k % m, k / m);
            if i >= j {
                i - j
            } else {
                m + (j - i)
            }
        })
        .collect();
    if args.len() > 1 && m > 0 && n > 0 {
        let first_of = |k: usize| gather_value(&both, Shape::scalar(), vec![k]);
        if first_of(0)? != first_of(m)? {
            crate::builtins::messages::warn(
                interp,
                "MATLAB:toeplitz:DiagonalConflict",
                "First element of input column does not match first element of input row. Column wins diagonal conflict.",
            );
        }
    }
    let mut out = gather_value(&both, Shape::matrix(m, n), sources)?;
    if args.len() == 1 && m > 0 {
        // The diagonal of toeplitz(r) is r(1) itself, not its conjugate.
        out = fix_diagonal(&out, &both, m, n)?;
    }
    one(out)
}

/// Overwrites the main diagonal of m-by-n `matrix` with element `m` of
/// `both` (the first element of r).
fn fix_diagonal(matrix: &Value, both: &Value, m: usize, n: usize) -> Result<Value> {
    let joined = ops::vertcat(&[column(matrix)?, column(both)?])?;
    let sources = (0..m * n)
        .map(|k| if k % m == k / m { m * n + m } else { k })
        .collect();
    gather_value(&joined, Shape::matrix(m, n), sources)
}

/// `hankel(c)`: first column c, zeros below the anti-diagonal;
/// `hankel(c, r)`: first column c and last row r.
pub fn hankel(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let c = &args[0];
    let m = c.numel();
    match args.get(1) {
        None => {
            args::check_allocation_dims(&[m, m], 8)?;
            let sources: Vec<Option<usize>> = (0..m * m)
                .map(|k| Some(k % m + k / m).filter(|&s| s < m))
                .collect();
            let zero = zero_like(c, "hankel")?;
            one(gather_with_fill(
                &column(c)?,
                &zero,
                Shape::matrix(m, m),
                &sources,
            )?)
        }
        Some(r) => {
            let n = r.numel();
            args::check_allocation_dims(&[m, n], 8)?;
            let both = ops::vertcat(&[column(c)?, column(r)?])?;
            // Element (i, j) is c(i + j) while that exists, then r(i + j - m + 1).
            let sources = (0..m * n)
                .map(|k| {
                    let s = k % m + k / m;
                    if s < m {
                        s
                    } else {
                        m + (s - m + 1)
                    }
                })
                .collect();
            one(gather_value(&both, Shape::matrix(m, n), sources)?)
        }
    }
}

/// `kron(A, B)`: the Kronecker tensor product of two matrices, with the
/// class rules of `.*`.
pub fn kron(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (a, b) = (&args[0], &args[1]);
    let (sa, sb) = (a.shape(), b.shape());
    if sa.ndims() > 2 || sb.ndims() > 2 {
        return Err(RuntimeError::new(
            "MATLAB:kron:twoDInput",
            "Inputs must be 2-D.",
        ));
    }
    let (m, n, p, q) = (sa.rows(), sa.cols(), sb.rows(), sb.cols());
    let rows = m.checked_mul(p);
    let cols = n.checked_mul(q);
    let (Some(rows), Some(cols)) = (rows, cols) else {
        return Err(RuntimeError::new(
            "MATLAB:pmaxsize",
            "Maximum variable size allowed by the program is exceeded.",
        ));
    };
    args::check_allocation_dims(&[rows, cols], 8)?;
    let shape = Shape::matrix(rows, cols);
    let (mut from_a, mut from_b) = (Vec::new(), Vec::new());
    for k in 0..rows * cols {
        let (i, j) = (k % rows, k / rows);
        from_a.push(i / p + (j / q) * m);
        from_b.push(i % p + (j % q) * p);
    }
    let expanded = gather_value(a, shape.clone(), from_a)?;
    let tiled = gather_value(b, shape, from_b)?;
    one(ops::binary(BinOp::Mul, &expanded, &tiled)?)
}

/// `blkdiag(A, B, ...)`: the inputs along the diagonal of a block matrix,
/// zeros elsewhere; the class follows concatenation.
pub fn blkdiag(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let mut columns = Vec::with_capacity(args.len() + 1);
    let (mut rows, mut cols) = (0usize, 0usize);
    for value in args {
        let shape = value.shape();
        if shape.ndims() > 2 {
            return Err(RuntimeError::new(
                "MATLAB:blkdiag:NDInput",
                "Inputs must be 2-D.",
            ));
        }
        zero_like(value, "blkdiag")?;
        rows = rows.saturating_add(shape.rows());
        cols = cols.saturating_add(shape.cols());
        columns.push(column(value)?);
    }
    args::check_allocation_dims(&[rows, cols], 8)?;
    let mut sources = vec![None; rows * cols];
    let (mut row0, mut col0, mut base) = (0, 0, 0);
    for value in args {
        let shape = value.shape();
        let (r, c) = (shape.rows(), shape.cols());
        for j in 0..c {
            for i in 0..r {
                sources[(row0 + i) + (col0 + j) * rows] = Some(base + i + j * r);
            }
        }
        row0 += r;
        col0 += c;
        base += r * c;
    }
    let all = if columns.is_empty() {
        Value::empty()
    } else {
        ops::vertcat(&columns)?
    };
    one(gather_with_fill(
        &all,
        &Value::scalar(0.0),
        Shape::matrix(rows, cols),
        &sources,
    )?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_squares_are_magic() {
        for n in 3..=12 {
            let m = magic_square(n);
            let target = (n * (n * n + 1) / 2) as f64;
            for j in 0..n {
                let column: f64 = (0..n).map(|i| m[i + j * n]).sum();
                let row: f64 = (0..n).map(|i| m[j + i * n]).sum();
                assert_eq!(column, target, "n={n}");
                assert_eq!(row, target, "n={n}");
            }
            let diagonal: f64 = (0..n).map(|i| m[i * (n + 1)]).sum();
            assert_eq!(diagonal, target, "n={n}");
            let mut sorted = m.clone();
            sorted.sort_by(f64::total_cmp);
            assert_eq!(sorted, (1..=n * n).map(|x| x as f64).collect::<Vec<_>>());
        }
        assert_eq!(
            magic_square(3),
            vec![8.0, 3.0, 4.0, 1.0, 5.0, 9.0, 6.0, 7.0, 2.0]
        );
    }
}
