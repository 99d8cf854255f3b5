//! Factorizations as MATLAB's `lu`, `qr`, `chol`, `eig` and `svd` return
//! them, computed by faer: this file only reshapes faer's factors
//! (permutations as index vectors, triangles as dense matrices, eigenvalues
//! as complex pairs). No decomposition is written here.

use faer::linalg::solvers::{ColPivQr, Llt, PartialPivLu, Qr, Svd};
use faer::{Mat, Side};

use crate::{is_hermitian, Complex64, LinalgError, Matrix, Result, Scalar, View};

/// `P*A = L*U` with `L` unit lower trapezoidal (m x k), `U` upper
/// trapezoidal (k x n), `k = min(m, n)`; `perm[i]` is the row of `A` that
/// becomes row `i` of `P*A` (0-based).
pub struct Lu<T> {
    pub l: Matrix<T>,
    pub u: Matrix<T>,
    pub perm: Vec<usize>,
}

pub fn lu<T: Scalar>(a: View<'_, T>) -> Lu<T> {
    let (m, n) = (a.rows(), a.cols());
    if m == 0 || n == 0 {
        let k = m.min(n);
        return Lu {
            l: Matrix::identity(m).resized(m, k),
            u: Matrix::zeros(k, n),
            perm: (0..m).collect(),
        };
    }
    let f = PartialPivLu::new(a.faer());
    Lu {
        l: Matrix::from_faer(f.L()),
        u: Matrix::from_faer(f.U()),
        perm: f.P().arrays().0.to_vec(),
    }
}

/// `A = Q*R` (or `A*P = Q*R` with pivoting); `perm[j]` is the column of `A`
/// that becomes column `j` of `A*P` (0-based).
pub struct QrFactors<T> {
    pub q: Matrix<T>,
    pub r: Matrix<T>,
    pub perm: Option<Vec<usize>>,
}

/// `economy` gives Q m x k and R k x n with `k = min(m, n)`; otherwise Q is
/// m x m and R m x n.
pub fn qr<T: Scalar>(a: View<'_, T>, economy: bool, pivoting: bool) -> QrFactors<T> {
    let (m, n) = (a.rows(), a.cols());
    if m == 0 || n == 0 {
        let k = if economy { m.min(n) } else { m };
        return QrFactors {
            q: Matrix::identity(m).resized(m, k),
            r: Matrix::zeros(k, n),
            perm: pivoting.then(|| (0..n).collect()),
        };
    }
    let (q, r, perm): (Mat<T>, Mat<T>, Option<Vec<usize>>) = if pivoting {
        let f = ColPivQr::new(a.faer());
        let q = if economy {
            f.compute_thin_Q()
        } else {
            f.compute_Q()
        };
        let r = if economy {
            f.thin_R().to_owned()
        } else {
            f.R().to_owned()
        };
        (q, r, Some(f.P().arrays().0.to_vec()))
    } else {
        let f = Qr::new(a.faer());
        let q = if economy {
            f.compute_thin_Q()
        } else {
            f.compute_Q()
        };
        let r = if economy {
            f.thin_R().to_owned()
        } else {
            f.R().to_owned()
        };
        (q, r, None)
    };
    // Full mode: R is m x n whatever shape faer keeps it in.
    let (rows, cols) = if economy { (m.min(n), n) } else { (m, n) };
    let mut r = Matrix::from_faer(r.as_ref()).resized(rows, cols);
    // R is upper trapezoidal; faer may leave Householder data below it.
    for j in 0..r.cols {
        for i in (j + 1)..r.rows {
            r.data[i + j * r.rows] = T::from_real(0.0);
        }
    }
    QrFactors {
        q: Matrix::from_faer(q.as_ref()),
        r,
        perm,
    }
}

/// The Cholesky factor `R` (upper, `R'*R = A`) of a Hermitian positive
/// definite matrix, read from the upper triangle of `a` as MATLAB does.
/// On failure, the 0-based index of the first non-positive pivot.
pub fn cholesky_upper<T: Scalar>(a: View<'_, T>) -> Result<Matrix<T>> {
    if !a.is_square() {
        return Err(LinalgError::NotSquare);
    }
    if a.rows() == 0 {
        return Ok(Matrix::zeros(0, 0));
    }
    let llt = Llt::new(a.faer(), Side::Upper).map_err(
        |faer::linalg::solvers::LltError::NonPositivePivot { index }| {
            LinalgError::NotPositiveDefinite(index)
        },
    )?;
    Ok(crate::solve::adjoint(Matrix::from_faer(llt.L()).view()))
}

/// Eigenvalues and (optionally) unit-norm right eigenvectors.
pub struct Eigen {
    /// `values[i]` as (re, im).
    pub values: Vec<(f64, f64)>,
    /// Column-major n x n, complex, each column of 2-norm 1.
    pub vectors: Option<Vec<(f64, f64)>>,
    /// True when the input was Hermitian, so values are real and ascending.
    pub hermitian: bool,
}

fn pair<T: Scalar>(x: T) -> (f64, f64) {
    (x.real_part(), x.imag_part())
}

/// `eig(A)`: Hermitian input goes to the symmetric solver (real ascending
/// values, orthonormal vectors), anything else to the general one.
pub fn eig<T: Scalar>(a: View<'_, T>, vectors: bool) -> Result<Eigen> {
    if !a.is_square() {
        return Err(LinalgError::NotSquare);
    }
    a.require_finite()?;
    let n = a.rows();
    if n == 0 {
        return Ok(Eigen {
            values: Vec::new(),
            vectors: vectors.then(Vec::new),
            hermitian: true,
        });
    }
    if is_hermitian(a) {
        if let Some(eigen) = diagonal_eig(a, vectors) {
            return Ok(eigen);
        }
        let m = a.faer();
        if !vectors {
            let values = m
                .self_adjoint_eigenvalues(Side::Lower)
                .map_err(|_| LinalgError::NoConvergence)?;
            return Ok(Eigen {
                values: values.into_iter().map(|v| (v, 0.0)).collect(),
                vectors: None,
                hermitian: true,
            });
        }
        let e = m
            .self_adjoint_eigen(Side::Lower)
            .map_err(|_| LinalgError::NoConvergence)?;
        let values = (0..n)
            .map(|i| (e.S().column_vector()[i].real_part(), 0.0))
            .collect();
        let u = Matrix::from_faer(e.U());
        return Ok(Eigen {
            values,
            vectors: Some(u.data.iter().map(|&x| pair(x)).collect()),
            hermitian: true,
        });
    }
    let m = a.faer();
    if !vectors {
        let values = m.eigenvalues().map_err(|_| LinalgError::NoConvergence)?;
        return Ok(Eigen {
            values: values.into_iter().map(|c| (c.re, c.im)).collect(),
            vectors: None,
            hermitian: false,
        });
    }
    let e = m.eigen().map_err(|_| LinalgError::NoConvergence)?;
    let values = (0..n)
        .map(|i| (e.S().column_vector()[i].re, e.S().column_vector()[i].im))
        .collect();
    let u = e.U();
    Ok(Eigen {
        values,
        vectors: Some(normalized_columns(n, |i, j| {
            let z = u[(i, j)];
            (z.re, z.im)
        })),
        hermitian: false,
    })
}

/// A diagonal Hermitian matrix's eigenvalues are its diagonal, exactly
/// (as LAPACK returns them): ascending, ties in diagonal order, with unit
/// vectors. faer's solver scales by the largest entry and back, which can
/// move a value by an ulp (`eig(diag(1:5))` would give 3.0000000000000004).
fn diagonal_eig<T: Scalar>(a: View<'_, T>, vectors: bool) -> Option<Eigen> {
    let n = a.rows();
    let diagonal = (0..n).all(|j| (0..n).all(|i| i == j || a.at(i, j).modulus() == 0.0));
    if !diagonal {
        return None;
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&p, &q| a.at(p, p).real_part().total_cmp(&a.at(q, q).real_part()));
    let values = order
        .iter()
        .map(|&i| (a.at(i, i).real_part(), 0.0))
        .collect();
    let vectors = vectors.then(|| {
        let mut u = vec![(0.0, 0.0); n * n];
        for (column, &i) in order.iter().enumerate() {
            u[column * n + i] = (1.0, 0.0);
        }
        u
    });
    Some(Eigen {
        values,
        vectors,
        hermitian: true,
    })
}

/// `eig(A, B)`: generalized eigenvalues `alpha/beta` and vectors.
pub fn eig_generalized<T: Scalar>(a: View<'_, T>, b: View<'_, T>, vectors: bool) -> Result<Eigen> {
    if !a.is_square() || !b.is_square() {
        return Err(LinalgError::NotSquare);
    }
    if a.rows() != b.rows() {
        return Err(LinalgError::DimensionMismatch);
    }
    a.require_finite()?;
    b.require_finite()?;
    let n = a.rows();
    if n == 0 {
        return Ok(Eigen {
            values: Vec::new(),
            vectors: vectors.then(Vec::new),
            hermitian: false,
        });
    }
    // An infinite eigenvalue (beta = 0) is Inf, as MATLAB reports it; 0/0
    // (a singular pencil) is NaN.
    let quotient = |alpha: (f64, f64), beta: (f64, f64)| -> (f64, f64) {
        if beta != (0.0, 0.0) {
            let q = Complex64::new(alpha.0, alpha.1) / Complex64::new(beta.0, beta.1);
            (q.re, q.im)
        } else if alpha != (0.0, 0.0) {
            (f64::INFINITY, 0.0)
        } else {
            (f64::NAN, 0.0)
        }
    };
    if n == 1 {
        // faer's QZ needs two rows; a 1-by-1 pencil is one quotient.
        let (x, y) = (a.data()[0], b.data()[0]);
        return Ok(Eigen {
            values: vec![quotient(
                (x.real_part(), x.imag_part()),
                (y.real_part(), y.imag_part()),
            )],
            vectors: vectors.then(|| vec![(1.0, 0.0)]),
            hermitian: false,
        });
    }
    if n == 2 && !T::IS_COMPLEX {
        return eig_generalized_real_2x2(a, b, vectors);
    }
    let e = a
        .faer()
        .generalized_eigen(b.faer())
        .map_err(|_| LinalgError::NoConvergence)?;
    let values = (0..n)
        .map(|i| {
            let (alpha, beta) = (e.S_a().column_vector()[i], e.S_b().column_vector()[i]);
            quotient((alpha.re, alpha.im), (beta.re, beta.im))
        })
        .collect();
    let u = e.U();
    Ok(Eigen {
        values,
        vectors: vectors.then(|| {
            normalized_columns(n, |i, j| {
                let z = u[(i, j)];
                (z.re, z.im)
            })
        }),
        hermitian: false,
    })
}

/// Copies an n x n complex matrix scaling each column to 2-norm 1.
fn normalized_columns(n: usize, at: impl Fn(usize, usize) -> (f64, f64)) -> Vec<(f64, f64)> {
    let mut out = Vec::with_capacity(n * n);
    for j in 0..n {
        let column: Vec<(f64, f64)> = (0..n).map(|i| at(i, j)).collect();
        let norm = column
            .iter()
            .map(|&(re, im)| re.hypot(im).powi(2))
            .sum::<f64>()
            .sqrt();
        let scale = if norm > 0.0 { 1.0 / norm } else { 1.0 };
        out.extend(column.into_iter().map(|(re, im)| (re * scale, im * scale)));
    }
    out
}

/// A real 2-by-2 pencil, solved as the 3-by-3 pencil `[A 0; 0 1]`,
/// `[B 0; 0 1]`: faer's real QZ asks for too little scratch on a 2-by-2
/// pencil whose values are a complex pair, and panics. The added value's
/// vector is the third unit vector; that column and the third row are
/// dropped.
fn eig_generalized_real_2x2<T: Scalar>(
    a: View<'_, T>,
    b: View<'_, T>,
    vectors: bool,
) -> Result<Eigen> {
    let grow = |m: View<'_, T>| {
        let d = m.data();
        let (zero, one) = (T::from_real(0.0), T::from_real(1.0));
        vec![d[0], d[1], zero, d[2], d[3], zero, zero, zero, one]
    };
    let (a3, b3) = (grow(a), grow(b));
    let e = eig_generalized(View::new(&a3, 3, 3)?, View::new(&b3, 3, 3)?, true)?;
    let v = e.vectors.unwrap_or_default();
    let third = |j: usize| v.get(2 + 3 * j).map_or(0.0, |&(re, im)| re.hypot(im));
    let added = (0..3)
        .max_by(|&i, &j| third(i).total_cmp(&third(j)))
        .unwrap_or(2);
    let kept: Vec<usize> = (0..3).filter(|&j| j != added).collect();
    Ok(Eigen {
        values: kept.iter().map(|&j| e.values[j]).collect(),
        vectors: vectors.then(|| {
            normalized_columns(2, |i, j| {
                v.get(i + 3 * kept[j]).copied().unwrap_or_default()
            })
        }),
        hermitian: false,
    })
}

/// Singular values, nonincreasing.
pub fn singular_values<T: Scalar>(a: View<'_, T>) -> Result<Vec<f64>> {
    a.require_finite()?;
    if a.rows() == 0 || a.cols() == 0 {
        return Ok(Vec::new());
    }
    a.faer()
        .singular_values()
        .map_err(|_| LinalgError::NoConvergence)
}

/// `A = U*S*V'`: full (U m x m, V n x n) or economy (k = min(m, n)
/// columns). `s` holds the k singular values, nonincreasing.
pub struct SvdFactors<T> {
    pub u: Matrix<T>,
    pub s: Vec<f64>,
    pub v: Matrix<T>,
}

pub fn svd<T: Scalar>(a: View<'_, T>, economy: bool) -> Result<SvdFactors<T>> {
    a.require_finite()?;
    let (m, n) = (a.rows(), a.cols());
    if m == 0 || n == 0 {
        let (ur, vr) = if economy { (0, 0) } else { (m, n) };
        return Ok(SvdFactors {
            u: Matrix::identity(m.max(ur)).resized(m, ur),
            s: Vec::new(),
            v: Matrix::identity(n.max(vr)).resized(n, vr),
        });
    }
    let f = if economy {
        Svd::new_thin(a.faer())
    } else {
        Svd::new(a.faer())
    }
    .map_err(|_| LinalgError::NoConvergence)?;
    let k = m.min(n);
    Ok(SvdFactors {
        u: Matrix::from_faer(f.U()),
        s: (0..k)
            .map(|i| f.S().column_vector()[i].real_part())
            .collect(),
        v: Matrix::from_faer(f.V()),
    })
}

impl<T: Scalar> Matrix<T> {
    /// The leading `rows` x `cols` block (padding with zeros if larger).
    pub fn resized(&self, rows: usize, cols: usize) -> Matrix<T> {
        let mut out = Matrix::zeros(rows, cols);
        for j in 0..cols.min(self.cols) {
            for i in 0..rows.min(self.rows) {
                out.data[i + j * rows] = self.data[i + j * self.rows];
            }
        }
        out
    }
}
