//! The sparse matrix family: construction and conversion (construct.rs,
//! diagonals.rs, random.rs), operators with MATLAB's sparsity rules (elementwise.rs,
//! product.rs, solve.rs), iterative solvers (iterative.rs, bicg.rs, bicgstabl.rs, gmres.rs, tfqmr.rs,
//! lsqr.rs, over solver.rs and operator.rs), incomplete factorizations `ilu` and `ichol` (ilu.rs,
//! ichol.rs over incomplete.rs), orderings (ordering.rs), estimates (estimate.rs), a few
//! eigenvalues (eigs.rs), rearrangements (layout.rs: `tril triu diag repmat
//! reshape`), `norm` (norm.rs), `treelayout` (tree.rs), and [`call`], the one place a builtin call with a sparse
//! argument is routed. A builtin either handles sparse input itself (its
//! name is in [`SPARSE_AWARE`]), has its result made sparse as MATLAB's is
//! ([`SPARSE_RESULT`], [`ZERO_PRESERVING`]), or receives full arguments: so
//! no builtin ever sees a sparse value it does not understand.

pub mod bicg;
pub mod bicgstabl;
pub mod construct;
pub mod convert;
pub mod diagonals;
pub mod eigs;
pub mod elementwise;
pub mod estimate;
pub mod gmres;
pub mod ichol;
pub mod ilu;
mod incomplete;
pub mod iterative;
mod krylov;
mod layout;
pub mod lsqr;
mod norm;
mod operator;
pub mod ordering;
pub mod product;
pub mod random;
pub mod solve;
mod solver;
pub mod structure;
pub mod tfqmr;
pub mod tree;

use super::{one, BuiltinFn, Outputs};
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::{Csc, Sparse, Value};

/// Builtins that take sparse arguments as they are: this family's own,
/// the function forms of operators (which reach the operator hooks), and
/// functions that read only the size or class.
const SPARSE_AWARE: &[&str] = &[
    "amd",
    "and",
    "bicg",
    "bicgstab",
    "bicgstabl",
    "cgs",
    "class",
    "colamd",
    "condest",
    "ctranspose",
    "disp",
    "display",
    "eigs",
    "eq",
    "full",
    "ge",
    "gmres",
    "gt",
    "horzcat",
    "ichol",
    "ilu",
    "isa",
    "iscolumn",
    "isempty",
    "isequal",
    "isequaln",
    "isfloat",
    "islogical",
    "ismatrix",
    "isnumeric",
    "isreal",
    "isrow",
    "isscalar",
    "issparse",
    "issquare",
    "isvector",
    "ldivide",
    "le",
    "length",
    "lsqr",
    "lt",
    "minres",
    "minus",
    "mldivide",
    "mpower",
    "mrdivide",
    "mtimes",
    "mustBeNonsparse",
    "ndims",
    "ne",
    "nonzeros",
    "normest",
    "normest1",
    "not",
    "numel",
    "nzmax",
    "or",
    "pcg",
    "plus",
    "power",
    "qmr",
    "rdivide",
    "size",
    "sparse",
    "spconvert",
    "spdiags",
    "spfun",
    "spones",
    "sprand",
    "sprandn",
    "sprandsym",
    "svds",
    "symamd",
    "symrcm",
    "tfqmr",
    "times",
    "transpose",
    "uminus",
    "uplus",
    "validateattributes",
    "vertcat",
];

/// Element-wise functions with `f(0) == 0`: applied to the stored
/// elements only, the pattern kept (`abs(S)`, `sqrt(S)`, `isnan(S)`).
const ZERO_PRESERVING: &[&str] = &[
    "abs", "angle", "asin", "asinh", "atan", "atanh", "ceil", "conj", "deg2rad", "double", "expm1",
    "fix", "floor", "imag", "isinf", "isnan", "log1p", "logical", "rad2deg", "real", "round",
    "sign", "sin", "sinh", "sqrt", "tan", "tanh",
];

/// Functions whose first output MATLAB makes sparse for sparse input:
/// computed on full arguments, then converted (values exact; memory as
/// for the full matrix, within the checked allocation).
const SPARSE_RESULT: &[&str] = &[
    "acos",
    "all",
    "any",
    "circshift",
    "cos",
    "cosh",
    "cumprod",
    "cumsum",
    "diag",
    "exp",
    "flip",
    "fliplr",
    "flipud",
    "kron",
    "log",
    "log10",
    "log2",
    "max",
    "mean",
    "min",
    "prod",
    "repmat",
    "reshape",
    "rot90",
    "sort",
    "sortrows",
    "sum",
    "tril",
    "triu",
];

/// Calls builtin `name` (body `func`) with arguments of which at least
/// one is sparse.
pub fn call(
    interp: &mut Interpreter,
    name: &str,
    func: BuiltinFn,
    args: &[Value],
    nargout: usize,
) -> Result<Outputs> {
    if SPARSE_AWARE.binary_search(&name).is_ok() {
        return func(interp, args, nargout);
    }
    if let (Some(Value::Sparse(s)), 1) = (args.first(), args.len()) {
        if name == "find" {
            return construct::find(s, nargout);
        }
        // The registry's `nnz` counts full arrays; stored elements here.
        if name == "nnz" {
            return construct::nnz(interp, args, nargout);
        }
        if ZERO_PRESERVING.binary_search(&name).is_ok() {
            let values = elementwise::values_column(s);
            let mapped = func(interp, &[values], 1)?;
            if let Some(mapped) = mapped.first() {
                return one(convert::sparse_value(elementwise::same_pattern(
                    s, mapped, name,
                )?));
            }
        }
    }
    if name == "norm" {
        return norm::norm(interp, func, args);
    }
    if let Some(result) = native(name, args)? {
        return one(result);
    }
    let full = convert::densify_args(args)?;
    let mut outputs = func(interp, &full, nargout)?;
    if SPARSE_RESULT.binary_search(&name).is_ok() {
        if let Some(first) = outputs.first_mut() {
            let value = std::mem::replace(first, Value::empty());
            *first = elementwise::sparse_or_keep(value)?;
        }
    }
    Ok(outputs)
}

/// Sparse implementations that never build the full matrix.
fn native(name: &str, args: &[Value]) -> Result<Option<Value>> {
    Ok(match (name, args) {
        ("kron", [a, b]) => product::kron(a, b)?,
        ("sum", [Value::Sparse(s)]) => sum(s, if s.rows() == 1 { 2 } else { 1 }),
        ("sum", [Value::Sparse(s), dim]) => match dim.as_f64() {
            Some(d) if d == 1.0 || d == 2.0 => sum(s, d as usize),
            _ => None,
        },
        ("reshape", [Value::Sparse(s), dims @ ..]) => layout::reshape(s, dims)?,
        ("repmat", [Value::Sparse(s), reps @ ..]) => layout::repmat(s, reps)?,
        ("diag", [Value::Sparse(s)]) => layout::diag(s, None)?,
        ("diag", [Value::Sparse(s), k]) => layout::diag(s, Some(k))?,
        ("tril", [Value::Sparse(s)]) => layout::triangle(s, None, false),
        ("tril", [Value::Sparse(s), k]) => layout::triangle(s, Some(k), false),
        ("triu", [Value::Sparse(s)]) => layout::triangle(s, None, true),
        ("triu", [Value::Sparse(s), k]) => layout::triangle(s, Some(k), true),
        _ => None,
    })
}

/// `sum(S, dim)` of a real sparse matrix along dimension 1 or 2: sparse.
fn sum(s: &Sparse, dim: usize) -> Option<Value> {
    let m = s.to_real()?;
    let (rows, cols) = (m.rows(), m.cols());
    let out = if dim == 1 {
        let totals: Vec<f64> = (0..cols).map(|c| m.column(c).1.iter().sum()).collect();
        Csc::from_dense(1, cols, &totals)
    } else {
        let mut totals = vec![0.0; rows];
        m.for_each(|r, _, v| totals[r] += v);
        Csc::from_dense(rows, 1, &totals)
    };
    Some(convert::sparse_value(Sparse::Double(out)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_lists_are_sorted() {
        for list in [SPARSE_AWARE, ZERO_PRESERVING, SPARSE_RESULT] {
            assert!(list.windows(2).all(|w| w[0] < w[1]), "{list:?}");
        }
    }
}
