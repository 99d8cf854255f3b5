//! Tests of the data family as a whole: capability switches, corrupt
//! MAT-files never panicking, encode/decode round trips, and a failed
//! save leaving the old file. Test code only.

use std::path::{Path, PathBuf};

use super::mat::{decode, encode};
use crate::interp::host::Capabilities;
use crate::value::{Shape, StructArray, Tensor, Value};
use crate::Engine;

fn scratch(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("ferromat-data-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

fn engine_in(folder: &Path) -> Engine {
    let mut engine = Engine::new();
    engine.capture_output();
    engine.interpreter().current_folder = folder.to_path_buf();
    engine
}

#[test]
fn switched_off_capabilities_block_every_reader_and_writer() {
    let folder = scratch("caps");
    std::fs::write(folder.join("in.csv"), "1,2\n").unwrap();
    let mut setup = engine_in(&folder);
    setup.eval("x = 1; save('in.mat', 'x')").unwrap();
    let mut engine = engine_in(&folder);
    engine.interpreter().capabilities = Capabilities::none();
    engine.eval("x = [1 2];").unwrap();
    let calls = [
        "save('out.mat', 'x')",
        "save('out.txt', 'x', '-ascii')",
        "load('in.mat')",
        "S = load('in.mat');",
        "readmatrix('in.csv')",
        "readcell('in.csv')",
        "csvread('in.csv')",
        "dlmread('in.csv')",
        "writematrix(x, 'out.csv')",
        "writecell({1}, 'out.csv')",
        "csvwrite('out.csv', x)",
        "dlmwrite('out.csv', x)",
    ];
    for call in calls {
        let error = engine.eval(call).expect_err(call);
        assert_eq!(error.identifier, "ferromat:capabilityDisabled", "{call}");
    }
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["in.csv", "in.mat"]);
    let _ = std::fs::remove_dir_all(&folder);
}

fn sample_values() -> Vec<(String, Value)> {
    let nested = StructArray::scalar([
        ("a".to_string(), Value::row(vec![1.0, 2.0])),
        (
            "b".to_string(),
            Value::Cell(std::sync::Arc::new(Tensor::row(vec![
                Value::char_row("x"),
                Value::empty(),
            ]))),
        ),
    ]);
    vec![
        (
            "d".into(),
            Value::matrix(Shape::matrix(2, 2), vec![1.0, f64::NAN, -0.0, 1e300]),
        ),
        ("i".into(), Value::Int16(Tensor::row(vec![-5, 7]))),
        ("u".into(), Value::UInt64(Tensor::row(vec![u64::MAX, 0]))),
        (
            "t".into(),
            Value::Logical(Tensor::row(vec![true, false, true])),
        ),
        ("c".into(), Value::char_row("héllo")),
        ("s".into(), Value::Struct(std::sync::Arc::new(nested))),
        (
            "n".into(),
            Value::Double(Tensor::new(
                Shape::new(&[2, 1, 3]),
                vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
            )),
        ),
    ]
}

fn file_of(values: &[(String, Value)], compress: bool) -> Vec<u8> {
    let mut bytes = encode::header("test");
    for (name, value) in values {
        bytes.extend(encode::variable(name, value, compress).unwrap());
    }
    bytes
}

#[test]
fn encoded_values_decode_to_themselves_in_both_formats() {
    let values = sample_values();
    for compress in [false, true] {
        let back = decode::variables(&file_of(&values, compress)).unwrap();
        assert_eq!(back.len(), values.len());
        for ((name, value), (back_name, back_value)) in values.iter().zip(&back) {
            assert_eq!(name, back_name);
            let same = match (value, back_value) {
                (Value::Double(a), Value::Double(b)) => {
                    a.shape() == b.shape()
                        && a.data()
                            .iter()
                            .zip(b.data())
                            .all(|(x, y)| x.to_bits() == y.to_bits())
                }
                _ => value == back_value,
            };
            assert!(same, "{name}: {value:?} vs {back_value:?}");
        }
    }
}

#[test]
fn truncated_or_damaged_files_are_errors_never_panics() {
    for compress in [false, true] {
        let bytes = file_of(&sample_values(), compress);
        for cut in 0..bytes.len() {
            let _ = decode::variables(&bytes[..cut]);
        }
        for at in 128..bytes.len() {
            for flip in [0x01u8, 0x80, 0xff] {
                let mut damaged = bytes.clone();
                damaged[at] ^= flip;
                let _ = decode::variables(&damaged);
            }
        }
        assert!(decode::variables(&bytes[..bytes.len() - 3]).is_err());
    }
}

#[test]
fn a_failed_save_keeps_the_old_file_and_a_failed_load_the_workspace() {
    let folder = scratch("atomic");
    let mut engine = engine_in(&folder);
    engine.eval("x = 1; save('f.mat', 'x')").unwrap();
    let before = std::fs::read(folder.join("f.mat")).unwrap();
    assert!(engine.eval("h = @sin; save('f.mat', 'x', 'h')").is_err());
    assert_eq!(std::fs::read(folder.join("f.mat")).unwrap(), before);
    std::fs::write(folder.join("bad.mat"), &before[..before.len() - 2]).unwrap();
    engine.eval("x = 5;").unwrap();
    assert!(engine.eval("load('bad.mat')").is_err());
    assert_eq!(engine.get("x").unwrap(), Value::scalar(5.0));
    let leftovers = std::fs::read_dir(&folder).unwrap().count();
    assert_eq!(leftovers, 2, "no temporary file is left behind");
    let _ = std::fs::remove_dir_all(&folder);
}
