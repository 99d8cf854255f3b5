//! `treelayout`: coordinates that draw a tree or forest given by its
//! vector of parent pointers (0 for a root), as MATLAB documents it:
//! leaves spaced evenly in postorder, each parent centred over its
//! descendant leaves at one level above its highest child, all inside the
//! unit square; also the height and the size of the top-level separator.
//! Only the layout arithmetic lives here, no plotting.

use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

fn bad_parent() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:treelayout:InvalidParent",
        "PARENT must be a vector of parent pointers (0 for a root, otherwise a node number) describing a tree or forest.",
    )
}

fn bad_postorder() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:treelayout:InvalidPostorder",
        "POST must be a permutation of the node numbers 1 to n.",
    )
}

/// The elements of a real numeric vector (or empty array).
fn vector(value: &Value) -> Option<Vec<f64>> {
    let shape = value.shape();
    let is_vector = shape.ndims() == 2 && (shape.rows() <= 1 || shape.cols() <= 1);
    if !is_vector || value.is_complex() || matches!(value, Value::Char(_) | Value::String(_)) {
        return None;
    }
    value.to_f64_vec()
}

/// 0-based parents, the dummy root `n` standing for 0; refuses values out
/// of range and cycles.
fn parents(value: &Value) -> Result<Vec<usize>> {
    let raw = vector(value).ok_or_else(bad_parent)?;
    let n = raw.len();
    let parent: Vec<usize> = raw
        .iter()
        .map(|&p| {
            if p.fract() == 0.0 && p >= 0.0 && p <= n as f64 {
                Ok(if p == 0.0 { n } else { p as usize - 1 })
            } else {
                Err(bad_parent())
            }
        })
        .collect::<Result<_>>()?;
    // Walk up from each node; meeting a node of the current walk is a cycle.
    const NEW: u8 = 0;
    const ON_PATH: u8 = 1;
    const DONE: u8 = 2;
    let mut state = vec![NEW; n];
    let mut path = Vec::new();
    for start in 0..n {
        let mut node = start;
        while node < n && state[node] == NEW {
            state[node] = ON_PATH;
            path.push(node);
            node = parent[node];
        }
        if node < n && state[node] == ON_PATH {
            return Err(bad_parent());
        }
        for &p in &path {
            state[p] = DONE;
        }
        path.clear();
    }
    Ok(parent)
}

/// Children of every node and of the dummy root `n`, each list ascending.
fn children(parent: &[usize]) -> Vec<Vec<usize>> {
    let mut kids = vec![Vec::new(); parent.len() + 1];
    for (node, &p) in parent.iter().enumerate() {
        kids[p].push(node);
    }
    kids
}

/// A postorder: each tree's children in increasing order, trees in the
/// order of their roots.
fn postorder(kids: &[Vec<usize>]) -> Vec<usize> {
    let dummy = kids.len() - 1;
    let mut order = Vec::with_capacity(dummy);
    let mut stack = vec![(dummy, 0usize)];
    while let Some((node, next)) = stack.pop() {
        if let Some(&child) = kids[node].get(next) {
            stack.push((node, next + 1));
            stack.push((child, 0));
        } else if node != dummy {
            order.push(node);
        }
    }
    order
}

fn row(values: Vec<f64>) -> Value {
    Value::Double(Tensor::new(Shape::matrix(1, values.len()), values))
}

/// `[x,y,h,s] = treelayout(parent, post)`.
pub fn treelayout(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let parent = parents(&args[0])?;
    let n = parent.len();
    let kids = children(&parent);
    let post = match args.get(1) {
        Some(p) => {
            let raw = vector(p).ok_or_else(bad_postorder)?;
            let mut seen = vec![false; n];
            let mut post = Vec::with_capacity(n);
            for &k in &raw {
                if k.fract() != 0.0 || k < 1.0 || k > n as f64 || seen[k as usize - 1] {
                    return Err(bad_postorder());
                }
                seen[k as usize - 1] = true;
                post.push(k as usize - 1);
            }
            if post.len() != n {
                return Err(bad_postorder());
            }
            post
        }
        None => postorder(&kids),
    };
    // Leaves take x = 1, 2, ... in postorder; a node spans its leaves.
    let mut low = vec![n as f64; n + 1];
    let mut high = vec![0.0; n + 1];
    let mut height = vec![0usize; n + 1];
    let mut leaves = 0usize;
    for &node in &post {
        if kids[node].is_empty() {
            leaves += 1;
            low[node] = leaves as f64;
            high[node] = leaves as f64;
        }
        let dad = parent[node];
        height[dad] = height[dad].max(height[node] + 1);
        low[dad] = low[dad].min(low[node]);
        high[dad] = high[dad].max(high[node]);
    }
    let tree_height = height[n] as f64 - 1.0;
    let dx = 1.0 / (leaves as f64 + 1.0);
    let dy = 1.0 / (tree_height + 2.0);
    let x: Vec<f64> = (0..n).map(|i| dx * (low[i] + high[i]) / 2.0).collect();
    let y: Vec<f64> = (0..n).map(|i| dy * (height[i] as f64 + 1.0)).collect();
    // The top-level separator: the chain down from the root while each
    // node has a single child, ending at the first node that does not.
    let mut separator = 0usize;
    let mut node = n;
    while let [only] = kids[node][..] {
        separator += 1;
        node = only;
    }
    let mut out = Outputs::new();
    out.push(row(x));
    if nargout >= 2 {
        out.push(row(y));
    }
    if nargout >= 3 {
        out.push(Value::scalar(tree_height));
    }
    if nargout >= 4 {
        out.push(Value::scalar(separator as f64));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::{children, postorder};

    #[test]
    fn postorder_visits_children_before_parents() {
        // 1 is the root, 2 its child, 3 and 4 children of 2; 5 a second root.
        let parent = vec![5, 0, 1, 1, 5];
        assert_eq!(postorder(&children(&parent)), vec![2, 3, 1, 0, 4]);
    }
}
