//! Array sizes as MATLAB sees them: at least two dimensions, trailing
//! singleton dimensions beyond the second dropped. Stored inline for up to
//! four dimensions so that scalars and matrices never allocate.

use smallvec::SmallVec;

/// The size of an array. Invariant: `len() >= 2` and, beyond the second
/// dimension, the last dimension is not 1.
#[derive(PartialEq, Eq, Hash)]
pub struct Shape(SmallVec<[usize; 4]>);

// Shapes are cloned with every value; a slice copy is several times cheaper
// than SmallVec's element-by-element `extend`.
impl Clone for Shape {
    #[inline]
    fn clone(&self) -> Shape {
        Shape(SmallVec::from_slice(&self.0))
    }
}

impl Shape {
    /// 1x1.
    pub fn scalar() -> Shape {
        Shape(SmallVec::from_slice(&[1, 1]))
    }

    pub fn matrix(rows: usize, cols: usize) -> Shape {
        Shape(SmallVec::from_slice(&[rows, cols]))
    }

    /// 1xn.
    pub fn row(n: usize) -> Shape {
        Shape::matrix(1, n)
    }

    /// nx1.
    pub fn column(n: usize) -> Shape {
        Shape::matrix(n, 1)
    }

    /// 0x0.
    pub fn empty() -> Shape {
        Shape::matrix(0, 0)
    }

    /// Any list of dimensions, normalised: padded with 1s to two dims,
    /// trailing singletons beyond the second removed (an empty list is 1x1).
    pub fn new(dims: &[usize]) -> Shape {
        let mut v: SmallVec<[usize; 4]> = SmallVec::from_slice(dims);
        while v.len() < 2 {
            v.push(1);
        }
        while v.len() > 2 && v[v.len() - 1] == 1 {
            v.pop();
        }
        Shape(v)
    }

    pub fn dims(&self) -> &[usize] {
        &self.0
    }

    /// The size as MATLAB writes it in messages: `2x3`, `1x0x4`.
    pub fn size_text(&self) -> String {
        let dims: Vec<String> = self.0.iter().map(usize::to_string).collect();
        dims.join("x")
    }

    /// Number of dimensions (`ndims`), always >= 2.
    pub fn ndims(&self) -> usize {
        self.0.len()
    }

    /// Size along 0-based dimension `d`; 1 beyond `ndims`.
    pub fn dim(&self, d: usize) -> usize {
        self.0.get(d).copied().unwrap_or(1)
    }

    pub fn rows(&self) -> usize {
        self.0[0]
    }

    pub fn cols(&self) -> usize {
        self.0[1]
    }

    /// Number of elements, or `None` if the product overflows `usize`.
    pub fn checked_numel(&self) -> Option<usize> {
        self.0.iter().try_fold(1usize, |acc, &d| acc.checked_mul(d))
    }

    /// Number of elements. Shapes of existing arrays never overflow.
    pub fn numel(&self) -> usize {
        self.0.iter().product()
    }

    pub fn is_empty(&self) -> bool {
        self.0.contains(&0)
    }

    pub fn is_scalar(&self) -> bool {
        self.0.iter().all(|&d| d == 1)
    }

    /// 1xn or nx1 (including 1x1), two-dimensional.
    pub fn is_vector(&self) -> bool {
        self.0.len() == 2 && (self.0[0] == 1 || self.0[1] == 1)
    }

    pub fn is_row(&self) -> bool {
        self.0.len() == 2 && self.0[0] == 1
    }

    pub fn is_column(&self) -> bool {
        self.0.len() == 2 && self.0[1] == 1
    }

    /// Column-major strides (in elements) of a contiguous array of this shape.
    pub fn strides(&self) -> SmallVec<[usize; 4]> {
        let mut strides = SmallVec::with_capacity(self.0.len());
        let mut step = 1;
        for &d in &self.0 {
            strides.push(step);
            step *= d;
        }
        strides
    }

    /// Text like `2x3` or `2x3x4` with MATLAB's multiplication sign.
    pub fn display(&self) -> String {
        self.0
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("\u{d7}")
    }
}

impl std::fmt::Debug for Shape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.0.as_slice())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalises_trailing_singletons() {
        assert_eq!(Shape::new(&[1, 3, 1]).dims(), &[1, 3]);
        assert_eq!(Shape::new(&[2, 3, 1, 4, 1, 1]).dims(), &[2, 3, 1, 4]);
        assert_eq!(Shape::new(&[5]).dims(), &[5, 1]);
        assert_eq!(Shape::new(&[]).dims(), &[1, 1]);
    }

    #[test]
    fn numel_overflow_is_detected() {
        assert_eq!(Shape::new(&[usize::MAX, 2]).checked_numel(), None);
        assert_eq!(Shape::new(&[3, 0, 2]).numel(), 0);
    }

    #[test]
    fn shape_is_small() {
        assert!(std::mem::size_of::<Shape>() <= 48);
    }
}
