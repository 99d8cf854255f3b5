//! `MapEntries` against the plain ordered map it must behave as: random
//! operation sequences over keys chosen to cross the run's edges.

use super::*;
use proptest::prelude::*;
use std::collections::BTreeMap;

#[derive(Clone, Debug)]
enum Operation {
    /// The value is a double scalar, or (when the flag is set) a 1x2 row,
    /// which the entries keep boxed.
    Insert(MapKey, f64, bool),
    Remove(MapKey),
    Get(MapKey),
}

/// Keys that start, extend, hole and bypass a run: small whole numbers
/// (both signs), a fraction between them, and values at the edge of
/// exactness and beyond it.
fn float_key() -> impl Strategy<Value = MapKey> + Clone {
    prop_oneof![
        6 => (-3i32..12).prop_map(|n| MapKey::Float(f64::from(n))),
        1 => (-3i32..12).prop_map(|n| MapKey::Float(f64::from(n) + 0.5)),
        1 => prop::sample::select(vec![
            9_007_199_254_740_992.0,
            9_007_199_254_740_990.0,
            -9_007_199_254_740_992.0,
            1e300,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ])
        .prop_map(MapKey::Float),
    ]
}

fn integer_key() -> impl Strategy<Value = MapKey> + Clone {
    prop_oneof![
        6 => (-3i128..12).prop_map(MapKey::Integer),
        1 => prop::sample::select(vec![
            i128::from(i64::MAX),
            i128::from(i64::MAX) - 1,
            i128::from(i64::MIN),
            i128::from(u64::MAX),
        ])
        .prop_map(MapKey::Integer),
    ]
}

fn text_key() -> impl Strategy<Value = MapKey> + Clone {
    prop::collection::vec(prop::sample::select(vec![65u16, 97, 98, 0x00e9]), 0..3)
        .prop_map(|units| MapKey::Text(units.into()))
}

fn operations(key: impl Strategy<Value = MapKey> + Clone) -> impl Strategy<Value = Vec<Operation>> {
    let operation = prop_oneof![
        4 => (key.clone(), -5.0..5.0f64, any::<bool>())
            .prop_map(|(k, v, boxed)| Operation::Insert(k, v, boxed)),
        2 => key.clone().prop_map(Operation::Remove),
        2 => key.prop_map(Operation::Get),
    ];
    prop::collection::vec(operation, 0..80)
}

/// The stored value of an insertion: a scalar, or a row kept boxed.
fn stored(x: f64, boxed: bool) -> Value {
    if boxed {
        Value::row(vec![x, x + 1.0])
    } else {
        Value::scalar(x)
    }
}

/// What the reference keeps of a value: its first element and whether it
/// was the row.
fn described(value: &Value) -> (f64, bool) {
    match value {
        Value::Double(tensor) => (
            tensor.data().first().copied().unwrap_or(f64::NAN),
            tensor.numel() == 2,
        ),
        _ => (f64::NAN, false),
    }
}

/// Runs `operations` on both and compares every answer and the final
/// order.
fn agrees(operations: &[Operation]) -> std::result::Result<(), TestCaseError> {
    let mut entries = MapEntries::new();
    let mut reference: BTreeMap<MapKey, (f64, bool)> = BTreeMap::new();
    for operation in operations {
        match operation {
            Operation::Insert(key, x, boxed) => {
                let old = entries
                    .insert(key.clone(), stored(*x, *boxed))
                    .expect("far below the key limit");
                prop_assert_eq!(
                    old.as_ref().map(described),
                    reference.insert(key.clone(), (*x, *boxed))
                );
            }
            Operation::Remove(key) => {
                let old = entries.remove(key.as_ref());
                prop_assert_eq!(old.as_ref().map(described), reference.remove(key));
            }
            Operation::Get(key) => {
                let found = entries.get(key.as_ref());
                prop_assert_eq!(
                    found.map(|value| described(&value.to_value())),
                    reference.get(key).copied()
                );
                // Only a scalar is kept as a plain number.
                prop_assert_eq!(
                    found.and_then(MapValue::number),
                    reference
                        .get(key)
                        .filter(|(_, boxed)| !boxed)
                        .map(|(x, _)| *x)
                );
                prop_assert_eq!(
                    entries.contains_key(key.as_ref()),
                    reference.contains_key(key)
                );
            }
        }
        prop_assert_eq!(entries.len(), reference.len());
    }
    let order: Vec<(MapKey, (f64, bool))> = entries
        .sorted()
        .into_iter()
        .map(|(key, value)| (key.to_owned(), described(&value.to_value())))
        .collect();
    let expected: Vec<(MapKey, (f64, bool))> = reference.into_iter().collect();
    prop_assert_eq!(&order, &expected);
    // The teardown's list: exactly the boxed values.
    let mut values: Vec<f64> = entries
        .into_nested_values()
        .iter()
        .map(|value| described(value).0)
        .collect();
    values.sort_by(f64::total_cmp);
    let mut expected_values: Vec<f64> = expected
        .iter()
        .filter(|(_, (_, boxed))| *boxed)
        .map(|(_, (x, _))| *x)
        .collect();
    expected_values.sort_by(f64::total_cmp);
    prop_assert_eq!(values, expected_values);
    Ok(())
}

proptest! {
    #[test]
    fn double_keys_behave_as_an_ordered_map(operations in operations(float_key())) {
        agrees(&operations)?;
    }

    #[test]
    fn integer_keys_behave_as_an_ordered_map(operations in operations(integer_key())) {
        agrees(&operations)?;
    }

    #[test]
    fn text_keys_behave_as_an_ordered_map(operations in operations(text_key())) {
        agrees(&operations)?;
    }
}

#[test]
fn ascending_whole_keys_fill_the_run_and_absorb_the_tree() {
    let mut entries = MapEntries::new();
    // 3 and 4 arrive before the run reaches them; 2 then joins them.
    for key in [1.0, 3.0, 4.0, 2.0] {
        entries
            .insert(MapKey::Float(key), Value::scalar(key))
            .expect("far below the key limit");
    }
    assert!(entries.numbers.is_empty());
    assert_eq!(entries.run.slots.len(), 4);
    entries.remove(KeyRef::Float(4.0));
    entries.remove(KeyRef::Float(3.0));
    assert_eq!(entries.run.slots.len(), 2);
}
