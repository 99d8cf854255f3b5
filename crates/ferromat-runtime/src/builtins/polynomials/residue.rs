//! `residue`: partial-fraction expansion of a ratio of polynomials,
//! `b(s)/a(s) = sum r(j)/(s - p(j))^m + k(s)`, and its inverse. Poles come
//! from `roots`; poles within a relative 1e-3 of each other are one
//! repeated pole (replaced by their mean, as MATLAB's mpoles groups them),
//! ordered by decreasing magnitude. Residues of a repeated pole are Taylor
//! coefficients of `b / (a / (s - p)^m)` about the pole. The arithmetic is
//! complex throughout; results are real when every imaginary part is zero.

use num_complex::Complex64;

use super::super::Outputs;
use super::roots::polynomial_roots;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

const TOLERANCE: f64 = 1e-3;
const ZERO: Complex64 = Complex64::new(0.0, 0.0);

fn vector(value: &Value, what: &str) -> Result<Vec<Complex64>> {
    let shape = value.shape();
    if !(shape.is_vector() || shape.is_scalar() || shape.is_empty()) {
        return Err(RuntimeError::new(
            "MATLAB:residue:NotVector",
            format!("{what} must be a vector."),
        )
        .in_function("residue"));
    }
    match value {
        Value::ComplexDouble(t) => Ok(t.data().to_vec()),
        Value::ComplexSingle(t) => Ok(t
            .data()
            .iter()
            .map(|c| Complex64::new(f64::from(c.re), f64::from(c.im)))
            .collect()),
        Value::Char(_) | Value::Cell(_) | Value::Struct(_) => Err(RuntimeError::new(
            "MATLAB:residue:InvalidInput",
            format!("{what} must be numeric."),
        )
        .in_function("residue")),
        v => Ok(v
            .to_f64_vec()
            .unwrap_or_default()
            .into_iter()
            .map(|x| Complex64::new(x, 0.0))
            .collect()),
    }
}

fn trim(p: &[Complex64]) -> Vec<Complex64> {
    let start = p.iter().position(|&z| z != ZERO).unwrap_or(p.len());
    p[start..].to_vec()
}

/// The descending coefficients of `prod (s - roots[i])`.
fn poly(roots: &[Complex64]) -> Vec<Complex64> {
    let mut c = vec![Complex64::new(1.0, 0.0)];
    for &r in roots {
        c.push(ZERO);
        for i in (1..c.len()).rev() {
            let previous = c[i - 1];
            c[i] -= r * previous;
        }
    }
    c
}

/// Ascending Taylor coefficients of `p` (descending) about `q`.
fn taylor(p: &[Complex64], q: Complex64) -> Vec<Complex64> {
    let mut work = p.to_vec();
    let mut out = Vec::with_capacity(p.len());
    while !work.is_empty() {
        // Synthetic division by (s - q): the remainder is the next term.
        let mut acc = ZERO;
        let mut quotient = Vec::with_capacity(work.len().saturating_sub(1));
        for (i, &c) in work.iter().enumerate() {
            acc = acc * q + c;
            if i + 1 < work.len() {
                quotient.push(acc);
            }
        }
        out.push(acc);
        work = quotient;
    }
    out
}

/// Groups poles (MATLAB's mpoles): decreasing magnitude, a group holds
/// the poles within TOLERANCE (relative) of its first member, and every
/// member is replaced by the group mean. Returns (pole, multiplicity).
fn group_poles(mut poles: Vec<Complex64>) -> Vec<(Complex64, usize)> {
    poles.sort_by(|a, b| b.norm().total_cmp(&a.norm()).then(b.im.total_cmp(&a.im)));
    let mut used = vec![false; poles.len()];
    let mut groups = Vec::new();
    for i in 0..poles.len() {
        if used[i] {
            continue;
        }
        let scale = if poles[i].norm() > 0.0 {
            poles[i].norm()
        } else {
            1.0
        };
        let members: Vec<usize> = (i..poles.len())
            .filter(|&j| !used[j] && (poles[j] - poles[i]).norm() < TOLERANCE * scale)
            .collect();
        let mut mean = members.iter().map(|&j| poles[j]).sum::<Complex64>() / members.len() as f64;
        if mean.im.abs() <= f64::EPSILON * mean.norm() {
            mean.im = 0.0;
        }
        for &j in &members {
            used[j] = true;
        }
        groups.push((mean, members.len()));
    }
    groups
}

/// `[r, p, k]` of `b / a`.
fn expand(
    b: &[Complex64],
    a: &[Complex64],
) -> Result<(Vec<Complex64>, Vec<Complex64>, Vec<Complex64>)> {
    let a = trim(a);
    let Some(&lead) = a.first() else {
        return Err(RuntimeError::new(
            "MATLAB:residue:ZeroDenominator",
            "The denominator must have a nonzero coefficient.",
        )
        .in_function("residue"));
    };
    let a: Vec<Complex64> = a.iter().map(|c| c / lead).collect();
    let mut b: Vec<Complex64> = trim(b).iter().map(|c| c / lead).collect();
    let mut k = Vec::new();
    if b.len() >= a.len() {
        // Long division: k is the quotient, b the remainder.
        let steps = b.len() - a.len() + 1;
        for i in 0..steps {
            let q = b[i];
            k.push(q);
            for (j, &c) in a.iter().enumerate() {
                b[i + j] -= q * c;
            }
        }
        b = b[steps..].to_vec();
    }
    let groups = group_poles(polynomial_roots(&a, true)?);
    let (mut r, mut p) = (Vec::new(), Vec::new());
    for (g, &(pole, m)) in groups.iter().enumerate() {
        let others: Vec<Complex64> = groups
            .iter()
            .enumerate()
            .filter(|&(h, _)| h != g)
            .flat_map(|(_, &(q, n))| std::iter::repeat_n(q, n))
            .collect();
        let numerator = taylor(if b.is_empty() { &[ZERO] } else { &b }, pole);
        let denominator = taylor(&poly(&others), pole);
        let mut c: Vec<Complex64> = Vec::with_capacity(m);
        for i in 0..m {
            let mut value = numerator.get(i).copied().unwrap_or(ZERO);
            for j in 1..=i {
                value -= denominator.get(j).copied().unwrap_or(ZERO) * c[i - j];
            }
            c.push(value / denominator[0]);
        }
        for j in 1..=m {
            r.push(c[m - j]);
            p.push(pole);
        }
    }
    Ok((r, p, k))
}

/// `[b, a]` from residues, poles and direct term (multiplicities by
/// repetition of a pole in `p`, in order).
fn combine(r: &[Complex64], p: &[Complex64], k: &[Complex64]) -> (Vec<Complex64>, Vec<Complex64>) {
    let same = |x: Complex64, y: Complex64| {
        let scale = if y.norm() > 0.0 { y.norm() } else { 1.0 };
        (x - y).norm() < TOLERANCE * scale
    };
    let a = poly(p);
    let n = a.len();
    let mut b = vec![ZERO; n.saturating_sub(1)];
    for (i, (&ri, &pi)) in r.iter().zip(p).enumerate() {
        let power = p[..i].iter().filter(|&&q| same(q, pi)).count() + 1;
        let mut removed = 0;
        let rest: Vec<Complex64> = p
            .iter()
            .copied()
            .filter(|&q| {
                if removed < power && same(q, pi) {
                    removed += 1;
                    false
                } else {
                    true
                }
            })
            .collect();
        let term = poly(&rest);
        let offset = b.len() - term.len();
        for (j, t) in term.iter().enumerate() {
            b[offset + j] += ri * t;
        }
    }
    let trimmed_k = trim(k);
    if !trimmed_k.is_empty() {
        let mut direct = vec![ZERO; trimmed_k.len() + n - 1];
        for (i, &ki) in trimmed_k.iter().enumerate() {
            for (j, &aj) in a.iter().enumerate() {
                direct[i + j] += ki * aj;
            }
        }
        let offset = direct.len() - b.len();
        for (j, v) in b.iter().enumerate() {
            direct[offset + j] += v;
        }
        b = direct;
    }
    let b = trim(&b);
    (if b.is_empty() { vec![ZERO] } else { b }, a)
}

/// A column or row of complex numbers, real when they all are (or when
/// the imaginary parts are rounding noise and `snap` allows dropping them).
fn output(values: Vec<Complex64>, column: bool, snap: bool) -> Value {
    let shape = if column {
        Shape::column(values.len())
    } else {
        Shape::matrix(usize::from(!values.is_empty()), values.len())
    };
    let size = values.iter().map(|z| z.norm()).fold(0.0, f64::max);
    let noise = values.iter().all(|z| z.im.abs() <= 1e-10 * size);
    if values.iter().all(|z| z.im == 0.0) || (snap && noise) {
        Value::matrix(shape, values.iter().map(|z| z.re).collect())
    } else {
        Value::ComplexDouble(Tensor::new(shape, values))
    }
}

/// `[r, p, k] = residue(b, a)` and `[b, a] = residue(r, p, k)`.
pub fn residue(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let mut out = Outputs::new();
    match args {
        [b, a] => {
            let (r, p, k) = expand(&vector(b, "B")?, &vector(a, "A")?)?;
            out.push(output(r, true, false));
            if nargout > 1 {
                out.push(output(p, true, false));
            }
            if nargout > 2 {
                out.push(if k.is_empty() {
                    Value::matrix(Shape::matrix(0, 0), Vec::new())
                } else {
                    output(k, false, false)
                });
            }
        }
        [r, p, k] => {
            let (r, p) = (vector(r, "R")?, vector(p, "P")?);
            if r.len() != p.len() {
                return Err(RuntimeError::new(
                    "MATLAB:residue:RPLengthMismatch",
                    "R and P must have the same length.",
                )
                .in_function("residue"));
            }
            let real_input = r.iter().chain(&p).all(|z| z.im == 0.0);
            let conjugate_pairs = p.iter().all(|z| {
                z.im == 0.0 || p.iter().any(|w| (w - z.conj()).norm() <= 1e-12 * z.norm())
            });
            let (b, a) = combine(&r, &p, &vector(k, "K")?);
            let snap = real_input || conjugate_pairs;
            out.push(output(b, false, snap));
            if nargout > 1 {
                out.push(output(a, false, snap));
            }
        }
        _ if args.len() < 2 => return Err(RuntimeError::not_enough_inputs()),
        _ => return Err(RuntimeError::too_many_inputs()),
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(values: &[f64]) -> Vec<Complex64> {
        values.iter().map(|&x| Complex64::new(x, 0.0)).collect()
    }

    #[test]
    fn repeated_pole_expansion_and_back() {
        // (s^2 + s + 1) / ((s - 1)(s - 2)^2) = -2/(s-2) + 7/(s-2)^2 + 3/(s-1).
        let (r, p, k) = expand(&c(&[1.0, 1.0, 1.0]), &c(&[1.0, -5.0, 8.0, -4.0])).unwrap();
        let want_r = [-2.0, 7.0, 3.0];
        let want_p = [2.0, 2.0, 1.0];
        for i in 0..3 {
            assert!((r[i] - want_r[i]).norm() < 1e-8, "{r:?}");
            assert!((p[i] - want_p[i]).norm() < 1e-8, "{p:?}");
        }
        assert!(k.is_empty());
        let (b, a) = combine(&r, &p, &c(&[1.0, 0.0]));
        let want_b = [1.0, -5.0, 9.0, -3.0, 1.0];
        for (x, y) in b.iter().zip(want_b) {
            assert!((*x - y).norm() < 1e-7, "{b:?}");
        }
        assert_eq!(a.len(), 4);
    }

    #[test]
    fn simple_poles_match_the_cover_up_rule() {
        // 1 / ((s+1)(s+2)(s+3)): residues 1/2, -1, 1/2 at -1, -2, -3.
        let a = poly(&c(&[-1.0, -2.0, -3.0]));
        let (r, p, _) = expand(&c(&[1.0]), &a).unwrap();
        for (ri, pi) in r.iter().zip(&p) {
            let others: Complex64 = p
                .iter()
                .filter(|q| (*q - pi).norm() > 0.5)
                .map(|q| pi - q)
                .product();
            assert!((ri - 1.0 / others).norm() < 1e-10);
        }
    }
}
