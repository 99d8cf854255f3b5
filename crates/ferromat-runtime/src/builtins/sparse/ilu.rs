//! `ilu`: MATLAB's incomplete LU factorization of a sparse square matrix
//! (`W = ilu(A)`, `[L,U] = ilu(A,opts)`, `[L,U,P] = ilu(A,opts)`) with the
//! options struct (type 'nofill' / 'crout' / 'ilutp', droptol, milu,
//! udiag, thresh), and the option readers `ichol` shares. The numerical
//! work is incomplete.rs; this file reads arguments and arranges the
//! factors (the row-sum variants factor `A.'` and transpose back).

use num_complex::Complex64 as C;

use super::convert::sparse_value;
use super::incomplete::{self, IluFactors, IluKind};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Csc, Sparse, StructArray, Value};

pub(super) fn option_error(function: &str, id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:{id}"), message.to_string())
}

/// The sparse square matrix argument of `ilu` / `ichol`, as complex.
pub(super) fn square_sparse(value: &Value, function: &str) -> Result<(Csc<C>, bool)> {
    let Value::Sparse(s) = value else {
        return Err(option_error(
            function,
            "SparseInput",
            "A must be a sparse matrix.",
        ));
    };
    if s.rows() != s.cols() {
        return Err(option_error(
            function,
            "SquareInput",
            "A must be a square matrix.",
        ));
    }
    Ok((s.to_complex(), s.is_complex()))
}

/// The options struct (absent or `[]` means defaults).
pub(super) fn options<'a>(
    value: Option<&'a Value>,
    function: &str,
) -> Result<Option<&'a StructArray>> {
    match value {
        None => Ok(None),
        Some(Value::Struct(s)) if s.numel() == 1 => Ok(Some(s)),
        Some(v) if v.is_empty() && !matches!(v, Value::Struct(_)) => Ok(None),
        Some(_) => Err(option_error(
            function,
            "InvalidOptions",
            "OPTIONS must be a scalar structure.",
        )),
    }
}

/// A text option that must be one of `choices` (case-insensitive).
pub(super) fn choice(
    opts: Option<&StructArray>,
    field: &str,
    choices: &[&str],
    default: &str,
    function: &str,
) -> Result<String> {
    let Some(value) = opts.and_then(|s| s.get(field, 0)) else {
        return Ok(default.to_string());
    };
    let text = value.as_text().map(|t| t.to_lowercase());
    match text {
        Some(t) if choices.contains(&t.as_str()) => Ok(t),
        _ => {
            let list = choices
                .iter()
                .map(|c| format!("'{c}'"))
                .collect::<Vec<_>>()
                .join(", ");
            Err(option_error(
                function,
                &format!("Invalid{}", capitalized(field)),
                &format!("The {field} option must be one of {list}."),
            ))
        }
    }
}

fn capitalized(field: &str) -> String {
    let mut chars = field.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A real scalar option within `[low, high]`.
pub(super) fn number(
    opts: Option<&StructArray>,
    field: &str,
    default: f64,
    (low, high): (f64, f64),
    function: &str,
) -> Result<f64> {
    let Some(value) = opts.and_then(|s| s.get(field, 0)) else {
        return Ok(default);
    };
    match value.as_f64().filter(|_| !value.is_complex()) {
        Some(x) if x >= low && x <= high => Ok(x),
        _ => {
            let range = if high.is_infinite() {
                "a non-negative real scalar".to_string()
            } else {
                format!("a real scalar between {low} and {high}")
            };
            Err(option_error(
                function,
                &format!("Invalid{}", capitalized(field)),
                &format!("The {field} option must be {range}."),
            ))
        }
    }
}

/// `W = ilu(A)`, `[L,U] = ilu(A,opts)`, `[L,U,P] = ilu(A,opts)`.
pub fn ilu(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (a, complex) = square_sparse(&args[0], "ilu")?;
    let opts = options(args.get(1), "ilu")?;
    let kind_name = choice(opts, "type", &["nofill", "crout", "ilutp"], "nofill", "ilu")?;
    let droptol = number(opts, "droptol", 0.0, (0.0, f64::INFINITY), "ilu")?;
    let milu = choice(opts, "milu", &["row", "col", "off"], "off", "ilu")?;
    let udiag = number(opts, "udiag", 0.0, (0.0, 1.0), "ilu")?;
    if udiag != 0.0 && udiag != 1.0 {
        return Err(option_error(
            "ilu",
            "InvalidUdiag",
            "The udiag option must be 0 or 1.",
        ));
    }
    let thresh = number(opts, "thresh", 1.0, (0.0, 1.0), "ilu")?;
    let kind = match kind_name.as_str() {
        "nofill" => IluKind::NoFill,
        "crout" => IluKind::Crout,
        _ => IluKind::Pivoting {
            thresh,
            udiag: udiag == 1.0,
        },
    };
    let n = a.rows();
    let by_rows = milu == "row";
    // Column pivoting for the row-sum variant: factor A.' and transpose.
    let (l, u, perm) = if by_rows {
        let f = incomplete::ilu(&transpose(&a), kind, droptol, true)?;
        let (l, u) = transposed_factors(n, &f);
        (l, u, f.perm)
    } else {
        let f = incomplete::ilu(&a, kind, droptol, milu == "col")?;
        (f.l, f.u, f.perm)
    };
    let pivoted = perm.iter().enumerate().any(|(p, &r)| p != r);
    // A*P ~ L*U (row variant) or P*A ~ L*U; with fewer than three outputs
    // the permutation goes into U's columns or L's rows.
    let (l, u) = if nargout >= 3 || !pivoted {
        (l, u)
    } else if by_rows {
        (l, permute_columns(&u, &perm))
    } else {
        (permute_rows(&l, &perm), u)
    };
    let wrap = |m: Csc<C>| {
        sparse_value(if complex {
            Sparse::Complex(m)
        } else {
            Sparse::Double(m.map(|z| z.re))
        })
    };
    let mut out = Outputs::new();
    if nargout <= 1 {
        let mut entries: Vec<Vec<(usize, C)>> = vec![Vec::new(); n];
        for m in [&l, &u] {
            m.for_each(|r, c, v| entries[c].push((r, v)));
        }
        for (c, col) in entries.iter_mut().enumerate() {
            col.push((c, C::new(-1.0, 0.0)));
            col.sort_by_key(|&(r, _)| r);
            col.dedup_by(|b, a| {
                if a.0 == b.0 {
                    a.1 += b.1;
                    true
                } else {
                    false
                }
            });
        }
        out.push(wrap(incomplete::assemble(n, entries.into_iter())));
        return Ok(out);
    }
    out.push(wrap(l));
    out.push(wrap(u));
    if nargout >= 3 {
        let mut columns: Vec<Vec<(usize, C)>> = vec![Vec::new(); n];
        for (p, &r) in perm.iter().enumerate() {
            let (row, col) = if by_rows { (r, p) } else { (p, r) };
            columns[col].push((row, C::new(1.0, 0.0)));
        }
        let p = incomplete::assemble(n, columns.into_iter());
        out.push(sparse_value(Sparse::Double(p.map(|z| z.re))));
    }
    Ok(out)
}

/// `A.'` (no conjugation).
pub(super) fn transpose(a: &Csc<C>) -> Csc<C> {
    a.transpose_with(|z| z)
}

/// From `P2*A.' ~ L2*U2` to `A*P2.' ~ L*U`: `L = U2.'/D`, `U = D*L2.'`
/// with `D = diag(U2)`.
fn transposed_factors(n: usize, f: &IluFactors) -> (Csc<C>, Csc<C>) {
    let diag: Vec<C> = (0..n).map(|k| f.u.get(k, k)).collect();
    // L(j,k) = U2(k,j)/U2(k,k): scale the rows of U2 then transpose.
    let mut scaled_rows = Vec::with_capacity(n);
    for j in 0..n {
        let (rows, values) = f.u.column(j);
        scaled_rows.push(
            rows.iter()
                .zip(values)
                .map(|(&k, &v)| (k, v / diag[k]))
                .collect::<Vec<_>>(),
        );
    }
    let l = transpose(&incomplete::assemble(n, scaled_rows.into_iter()));
    let mut scaled = Vec::with_capacity(n);
    for (k, &pivot) in diag.iter().enumerate() {
        let (rows, values) = f.l.column(k);
        scaled.push(
            rows.iter()
                .zip(values)
                .map(|(&j, &v)| (j, v * pivot))
                .collect::<Vec<_>>(),
        );
    }
    let u = transpose(&incomplete::assemble(n, scaled.into_iter()));
    (l, u)
}

/// `P'*L` where `P(p, perm[p]) = 1`: row `p` of `L` moves to `perm[p]`.
fn permute_rows(l: &Csc<C>, perm: &[usize]) -> Csc<C> {
    let n = l.rows();
    incomplete::assemble(
        n,
        (0..n).map(|c| {
            let (rows, values) = l.column(c);
            rows.iter()
                .zip(values)
                .map(|(&p, &v)| (perm[p], v))
                .collect()
        }),
    )
}

/// `U*P'` where `P(perm[p], p) = 1`: column `p` of `U` moves to `perm[p]`.
fn permute_columns(u: &Csc<C>, perm: &[usize]) -> Csc<C> {
    let n = u.rows();
    let mut columns: Vec<Vec<(usize, C)>> = vec![Vec::new(); n];
    for (p, &target) in perm.iter().enumerate() {
        let (rows, values) = u.column(p);
        columns[target] = rows.iter().copied().zip(values.iter().copied()).collect();
    }
    incomplete::assemble(n, columns.into_iter())
}
