//! Criterion benchmarks of the reduction and element-wise kernels over
//! shape x axis x layout (contiguous lanes vs strided axis, column-major vs
//! row-major input), reported as elements per second.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ferromat_kernels::{
    elementwise_extremum, reduce_extremum, Convention, ElementwiseSpec, IndexForm, Parallelism,
    ReduceAxes, ReduceSpec,
};
use ndarray::{ArrayD, IxDyn, ShapeBuilder};
use std::hint::black_box;

fn matrix(rows: usize, columns: usize, column_major: bool) -> ArrayD<f64> {
    let values: Vec<f64> = (0..rows * columns)
        .map(|k| ((k * 2_654_435_761) % 1_000_003) as f64)
        .collect();
    let shape = IxDyn(&[rows, columns]);
    let built = if column_major {
        ArrayD::from_shape_vec(shape.f(), values)
    } else {
        ArrayD::from_shape_vec(shape, values)
    };
    built.expect("shape matches data")
}

fn reductions(c: &mut Criterion) {
    let mut group = c.benchmark_group("reduce_f64");
    for &(rows, columns) in &[(1_000usize, 1_000usize), (4_000, 250), (100, 10_000)] {
        for column_major in [true, false] {
            let data = matrix(rows, columns, column_major);
            group.throughput(Throughput::Elements((rows * columns) as u64));
            let layout = if column_major { "F" } else { "C" };
            for (axes_name, axes) in [
                ("dim0", ReduceAxes::One(0)),
                ("dim1", ReduceAxes::One(1)),
                ("all", ReduceAxes::All),
            ] {
                for (index_name, index) in
                    [("values", IndexForm::None), ("indices", IndexForm::InSlice)]
                {
                    for (parallel_name, parallelism) in
                        [("auto", Parallelism::Auto), ("serial", Parallelism::Serial)]
                    {
                        let spec = ReduceSpec {
                            index,
                            parallelism,
                            ..ReduceSpec::default()
                        };
                        let id = BenchmarkId::new(
                            format!("{axes_name}/{index_name}/{layout}/{parallel_name}"),
                            format!("{rows}x{columns}"),
                        );
                        group.bench_with_input(id, &data, |b, data| {
                            b.iter(|| {
                                black_box(reduce_extremum(data.view(), axes.clone(), spec).ok())
                            })
                        });
                    }
                }
            }
        }
    }
    group.finish();
}

fn elementwise(c: &mut Criterion) {
    let mut group = c.benchmark_group("elementwise_f64");
    let data = matrix(1_000, 1_000, true);
    let row = matrix(1, 1_000, true);
    let column = matrix(1_000, 1, true);
    group.throughput(Throughput::Elements(1_000_000));
    for (name, other) in [("row", &row), ("column", &column), ("same", &data)] {
        for origin in [false, true] {
            let spec = ElementwiseSpec {
                origin,
                ..ElementwiseSpec::default()
            };
            group.bench_function(format!("{name}/origin={origin}"), |b| {
                b.iter(|| {
                    black_box(
                        elementwise_extremum(data.view(), other.view(), Convention::Matlab, spec)
                            .ok(),
                    )
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, reductions, elementwise);
criterion_main!(benches);
