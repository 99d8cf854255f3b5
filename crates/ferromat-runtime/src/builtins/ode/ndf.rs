//! The numeric engine of `ode15s`: the variable-order (1 to `MaxOrder`)
//! numerical differentiation formulas of Klopfenstein and Shampine (or
//! the BDFs with `BDF` 'on') in backward-difference form, as Shampine and
//! Reichelt's "The MATLAB ODE Suite" describes and MATLAB's ode15s runs
//! them: a predictor from the differences, a simplified Newton iteration
//! on `M - h/((1-kappa) gamma_k) J` with the Jacobian reused across steps
//! and refreshed only when the iteration converges too slowly, MATLAB's
//! error estimate, step-size and order choice, and interpolation of the
//! differences (differences.rs) for output points and events. Singular mass matrices
//! (index-1 DAEs) start from consistent values (dae.rs). It knows nothing
//! of MATLAB values: the right-hand side, Jacobian and mass are closures.
//! Steps and failed attempts are bounded by [`MAX_STEPS`].

use super::dae::{consistent, is_singular};
use super::differences::{interpolate, rescale};
use super::output::Recorder;
use super::rosenbrock::{numeric_jacobian, solve_dense, times, Factored, Implicit, MassKind};
use super::runge_kutta::{
    inf_norm, two_norm, EventFunction, Failure, Settings, Solution, StepControl, MAX_STEPS,
};
use super::step_size::{land_on_final, min_step, step_for_rate, step_within};
use crate::error::Result;

/// The formula family: `MaxOrder` and `BDF`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Formulas {
    pub max_order: usize,
    pub bdf: bool,
}

/// `gamma_k = sum_{j<=k} 1/j`, the BDF's leading coefficients.
const G: [f64; 5] = [1.0, 1.5, 11.0 / 6.0, 25.0 / 12.0, 137.0 / 60.0];
/// The NDFs' `kappa_k` (Shampine and Reichelt's Table 1): order 5 is the
/// BDF, orders 1 to 4 trade a little stability for a smaller error.
const NDF_KAPPA: [f64; 5] = [-37.0 / 200.0, -1.0 / 9.0, -0.0823, -0.0415, 0.0];
/// Newton iterations per attempt, as MATLAB's ode15s.
const MAX_NEWTON: usize = 4;

/// Inverse error weights: one scalar for `NormControl`, else one per
/// component (`1 / max(|y|, |ynew|, AbsTol/RelTol)`).
pub(crate) enum Weights {
    Norm(f64),
    Each(Vec<f64>),
}

impl Weights {
    pub(crate) fn norm(&self, v: &[f64]) -> f64 {
        match self {
            Weights::Norm(w) => two_norm(v) * w,
            Weights::Each(w) => inf_norm(v.iter().zip(w).map(|(a, b)| a * b)),
        }
    }
}

/// Everything the iteration matrix depends on.
pub(crate) struct Linear<'m> {
    pub mass: Option<&'m [f64]>,
    pub dfdy: &'m [f64],
    pub dae: bool,
}

/// Factors `M - hinvgak J`, rows scaled to unit size for a DAE (as
/// MATLAB does); returns the factors and the row scale.
pub(crate) fn factor(
    lin: &Linear<'_>,
    hinvgak: f64,
    n: usize,
) -> Result<(Factored, Option<Vec<f64>>)> {
    let mut w: Vec<f64> = (0..n * n)
        .map(|p| {
            let m = match lin.mass {
                Some(m) => m[p],
                None => f64::from(u8::from(p % n == p / n)),
            };
            m - hinvgak * lin.dfdy[p]
        })
        .collect();
    let scale = lin.dae.then(|| {
        (0..n)
            .map(|i| {
                let largest = (0..n).map(|j| w[i + j * n].abs()).fold(0.0, f64::max);
                if largest > 0.0 {
                    1.0 / largest
                } else {
                    1.0
                }
            })
            .collect::<Vec<f64>>()
    });
    if let Some(scale) = &scale {
        for (p, v) in w.iter_mut().enumerate() {
            *v *= scale[p % n];
        }
    }
    Ok((Factored::new(&w, n)?, scale))
}

/// `J(t, y)` from the user's function or by forward differences (from
/// `f0 = f(t, y)` when the caller has it).
pub(crate) fn jacobian(
    f: &mut impl FnMut(f64, &[f64]) -> Result<Vec<f64>>,
    implicit: &mut Implicit<'_>,
    (t, y, f0): (f64, &[f64], Option<&[f64]>),
    threshold: &[f64],
    sol: &mut Solution,
) -> Result<Vec<f64>> {
    sol.jacobians += 1;
    match implicit.jacobian.as_mut() {
        Some(jf) => jf(t, y),
        None => {
            let f0 = match f0 {
                Some(f0) => f0.to_vec(),
                None => {
                    sol.evals += 1;
                    f(t, y)?
                }
            };
            numeric_jacobian(
                f,
                (t, y, &f0),
                threshold,
                implicit.pattern.as_ref(),
                &mut sol.evals,
            )
        }
    }
}

/// Integrates `M y' = f(t, y)` from `tspan[0]` to its last entry.
pub(crate) fn solve(
    f: &mut impl FnMut(f64, &[f64]) -> Result<Vec<f64>>,
    mut implicit: Implicit<'_>,
    formulas: Formulas,
    tspan: &[f64],
    y0: &[f64],
    settings: &Settings,
    mut events: Option<EventFunction<'_>>,
) -> Result<Solution> {
    let n = y0.len();
    let maxk = formulas.max_order.clamp(1, 5);
    let kappa = if formulas.bdf { [0.0; 5] } else { NDF_KAPPA };
    let inv_ga: Vec<f64> = (0..5).map(|j| 1.0 / (G[j] * (1.0 - kappa[j]))).collect();
    // The error constants: kappa_k gamma_k + 1/(k+1).
    let erconst: Vec<f64> = (0..5)
        .map(|j| kappa[j] * G[j] + 1.0 / (j as f64 + 2.0))
        .collect();
    let (t0, tfinal) = (tspan[0], tspan[tspan.len() - 1]);
    let tdir = (tfinal - t0).signum();
    let StepControl {
        rtol,
        threshold,
        norm_threshold,
        hmax,
    } = settings.step_control(n, t0, tfinal);
    let mut sol = Solution {
        t: vec![t0],
        y: vec![y0.to_vec()],
        ..Solution::default()
    };
    let kind = implicit.mass_kind();
    let (mut t, mut y) = (t0, y0.to_vec());
    let mass = |t: f64, y: &[f64], implicit: &mut Implicit<'_>| -> Result<Option<Vec<f64>>> {
        match implicit.mass.as_mut() {
            Some(m) => Ok(Some(m(t, y)?)),
            None => Ok(None),
        }
    };
    let mut mt = mass(t, &y, &mut implicit)?;
    let mut f0 = f(t, &y)?;
    sol.evals += 1;
    let dae = match (&mt, implicit.singular_mass) {
        (None, _) | (_, Some(false)) => false,
        (Some(_), Some(true)) => true,
        (Some(m), None) => is_singular(m, n)?,
    };
    let mut dfdy = jacobian(f, &mut implicit, (t, &y, Some(&f0)), &threshold, &mut sol)?;
    let yp = match (&mt, dae) {
        (Some(m), true) => {
            let c = consistent(f, m, t, &y, f0, &dfdy, (&threshold, rtol), &mut sol.evals)?;
            if c.changed {
                y.clone_from(&c.y);
                sol.y[0].clone_from(&c.y);
                if kind == MassKind::State {
                    mt = mass(t, &y, &mut implicit)?;
                }
                if !implicit.constant_jacobian {
                    dfdy = jacobian(f, &mut implicit, (t, &y, Some(&c.f)), &threshold, &mut sol)?;
                }
            }
            f0 = c.f;
            c.yp
        }
        (Some(m), false) => solve_dense(m, n, &f0)?,
        (None, _) => f0.clone(),
    };
    let mut recorder = Recorder::new(tspan, settings, &y, &mut events)?;
    let mut hmin = min_step(t);
    let htspan = (tspan[1] - tspan[0]).abs();
    let mut normy = two_norm(&y);
    let mut absh = match settings.initial_step {
        Some(h) => step_within(h, hmin, hmax),
        None => {
            let weights = if settings.norm_control {
                Weights::Norm(1.0 / normy.max(norm_threshold))
            } else {
                Weights::Each((0..n).map(|i| 1.0 / y[i].abs().max(threshold[i])).collect())
            };
            let limit = |rate: f64| step_for_rate(rate, hmin, hmax, htspan);
            let mut absh = limit(1.25 * weights.norm(&yp) / rtol.sqrt());
            if !dae {
                // BDF1's error is h^2 y''/2: size the step for it.
                let h = tdir * absh;
                let tdel =
                    (t + tdir * (f64::EPSILON.sqrt() * t.abs().max((t + h).abs())).min(absh)) - t;
                let f1 = f(t + tdel, &y)?;
                sol.evals += 1;
                let jyp = times(Some(&dfdy), &yp);
                let mut dfdt: Vec<f64> = (0..n).map(|i| (f1[i] - f0[i]) / tdel + jyp[i]).collect();
                if let Some(m) = &mt {
                    dfdt = solve_dense(m, n, &dfdt)?;
                }
                absh = limit(1.25 * (0.5 * weights.norm(&dfdt) / rtol).sqrt());
            }
            absh
        }
    };
    let width = maxk + 2;
    let mut dif = vec![0.0; n * width];
    let mut k = 1;
    let mut h = tdir * absh;
    for i in 0..n {
        dif[i] = h * yp[i];
    }
    let (mut klast, mut abshlast) = (k, absh);
    let mut hinvgak = h * inv_ga[k - 1];
    let mut nconhk = 0;
    let lin = |mt: &Option<Vec<f64>>, dfdy: &[f64], hinvgak: f64, sol: &mut Solution| {
        sol.decompositions += 1;
        let linear = Linear {
            mass: mt.as_deref(),
            dfdy,
            dae,
        };
        factor(&linear, hinvgak, n)
    };
    let (mut lu, mut row_scale) = lin(&mt, &dfdy, hinvgak, &mut sol)?;
    let (mut havrate, mut rate) = (false, 0.0f64);
    let (mut jcurrent, mut mcurrent) = (true, true);
    let mut mtnew = mt.clone();
    let mut done = false;
    let mut at_hmin = false;
    while !done {
        if sol.steps >= MAX_STEPS || sol.failed >= MAX_STEPS {
            sol.failure = Some(Failure::TooManySteps { t });
            break;
        }
        hmin = min_step(t);
        absh = step_within(absh, hmin, hmax);
        if absh == hmin {
            if at_hmin {
                // Twice at the minimum: recover the last step size.
                absh = abshlast;
            }
            at_hmin = true;
        } else {
            at_hmin = false;
        }
        (h, absh, done) = land_on_final(t, tfinal, tdir, absh);
        if absh != abshlast || k != klast {
            rescale(&mut dif, n, k, absh / abshlast);
            hinvgak = h * inv_ga[k - 1];
            nconhk = 0;
            (lu, row_scale) = lin(&mt, &dfdy, hinvgak, &mut sol)?;
            havrate = false;
        }
        let mut nofailed = true;
        let (tnew, ynew, weights, err, normynew) = loop {
            // Evaluate the formula: repeat until the Newton iteration
            // converges, with a fresh Jacobian or a smaller step.
            let (tnew, ynew, difkp1, weights, normynew) = loop {
                // The formula's constant part, from the differences at t.
                let psi: Vec<f64> = (0..n)
                    .map(|i| (0..k).map(|j| dif[i + j * n] * G[j]).sum::<f64>() * inv_ga[k - 1])
                    .collect();
                let tnew = if done { tfinal } else { t + h };
                h = tnew - t;
                let pred: Vec<f64> = (0..n)
                    .map(|i| y[i] + (0..k).map(|j| dif[i + j * n]).sum::<f64>())
                    .collect();
                let mut ynew = pred.clone();
                let mut difkp1 = vec![0.0; n];
                let normynew = two_norm(&ynew);
                let (weights, minnrm) = if settings.norm_control {
                    let w = 1.0 / normy.max(normynew).max(norm_threshold);
                    (Weights::Norm(w), 100.0 * f64::EPSILON * normynew * w)
                } else {
                    let w: Vec<f64> = (0..n)
                        .map(|i| 1.0 / y[i].abs().max(ynew[i].abs()).max(threshold[i]))
                        .collect();
                    let size = inf_norm(ynew.iter().zip(&w).map(|(a, b)| a * b));
                    (Weights::Each(w), 100.0 * f64::EPSILON * size)
                };
                if kind == MassKind::Time {
                    mtnew = mass(tnew, &ynew, &mut implicit)?;
                }
                let (mut tooslow, mut oldnrm) = (false, 0.0);
                for iter in 1..=MAX_NEWTON {
                    if kind == MassKind::State {
                        mtnew = mass(tnew, &ynew, &mut implicit)?;
                    }
                    let fv = f(tnew, &ynew)?;
                    sol.evals += 1;
                    sol.solves += 1;
                    let correction: Vec<f64> = (0..n).map(|i| psi[i] + difkp1[i]).collect();
                    let mc = times(mtnew.as_ref(), &correction);
                    let mut rhs: Vec<f64> = (0..n).map(|i| hinvgak * fv[i] - mc[i]).collect();
                    if let Some(scale) = &row_scale {
                        for (r, s) in rhs.iter_mut().zip(scale) {
                            *r *= s;
                        }
                    }
                    let del = lu.solve(&rhs)?;
                    let newnrm = weights.norm(&del);
                    for i in 0..n {
                        difkp1[i] += del[i];
                        ynew[i] = pred[i] + difkp1[i];
                    }
                    if newnrm <= minnrm {
                        break;
                    }
                    if iter == 1 {
                        if havrate {
                            // A rate from earlier steps: demand more of it.
                            if newnrm * rate / (1.0 - rate) <= 0.05 * rtol {
                                break;
                            }
                        } else {
                            rate = 0.0;
                        }
                    } else if newnrm > 0.9 * oldnrm || newnrm.is_nan() {
                        tooslow = true;
                        break;
                    } else {
                        rate = (0.9 * rate).max(newnrm / oldnrm);
                        havrate = true;
                        let errit = newnrm * rate / (1.0 - rate);
                        if errit <= 0.5 * rtol {
                            break;
                        }
                        if iter == MAX_NEWTON
                            || 0.5 * rtol < errit * rate.powi((MAX_NEWTON - iter) as i32)
                        {
                            tooslow = true;
                            break;
                        }
                    }
                    if iter == MAX_NEWTON || !newnrm.is_finite() {
                        tooslow = true;
                        break;
                    }
                    oldnrm = newnrm;
                }
                if !tooslow {
                    break (tnew, ynew, difkp1, weights, normynew);
                }
                sol.failed += 1;
                if sol.failed >= MAX_STEPS {
                    sol.failure = Some(Failure::TooManySteps { t });
                    return Ok(sol);
                }
                if !jcurrent || !mcurrent {
                    // Converging slowly: first re-linearise at (t, y).
                    if !jcurrent {
                        dfdy = jacobian(f, &mut implicit, (t, &y, None), &threshold, &mut sol)?;
                        jcurrent = true;
                    }
                    if !mcurrent {
                        mt = mass(t, &y, &mut implicit)?;
                        mcurrent = true;
                    }
                } else if absh <= hmin {
                    sol.failure = Some(Failure::StepTooSmall { t, hmin });
                    return Ok(sol);
                } else {
                    abshlast = absh;
                    absh = (0.3 * absh).max(hmin);
                    h = tdir * absh;
                    done = false;
                    rescale(&mut dif, n, k, absh / abshlast);
                    hinvgak = h * inv_ga[k - 1];
                    nconhk = 0;
                }
                (lu, row_scale) = lin(&mt, &dfdy, hinvgak, &mut sol)?;
                havrate = false;
            };
            // difkp1 is the (k+1)st backward difference of ynew.
            let err = weights.norm(&difkp1) * erconst[k - 1];
            if err <= rtol {
                // Update the differences to ynew.
                for i in 0..n {
                    dif[i + (k + 1) * n] = difkp1[i] - dif[i + k * n];
                    dif[i + k * n] = difkp1[i];
                }
                for j in (0..k).rev() {
                    for i in 0..n {
                        dif[i + j * n] += dif[i + (j + 1) * n];
                    }
                }
                break (tnew, ynew, weights, err, normynew);
            }
            sol.failed += 1;
            if absh <= hmin || sol.failed >= MAX_STEPS {
                sol.failure = Some(if absh <= hmin {
                    Failure::StepTooSmall { t, hmin }
                } else {
                    Failure::TooManySteps { t }
                });
                return Ok(sol);
            }
            abshlast = absh;
            if nofailed {
                nofailed = false;
                let mut hopt = absh * 0.1f64.max(0.833 * (rtol / err).powf(1.0 / (k as f64 + 1.0)));
                if k > 1 {
                    let back: Vec<f64> = (0..n).map(|i| dif[i + (k - 1) * n] + difkp1[i]).collect();
                    let errkm1 = weights.norm(&back) * erconst[k - 2];
                    let hkm1 = absh * 0.1f64.max(0.769 * (rtol / errkm1).powf(1.0 / k as f64));
                    if hkm1 > hopt {
                        // Drop the order, never raising the step.
                        hopt = absh.min(hkm1);
                        k -= 1;
                    }
                }
                absh = hmin.max(hopt);
            } else {
                absh = hmin.max(0.5 * absh);
            }
            h = tdir * absh;
            if absh < abshlast {
                done = false;
            }
            rescale(&mut dif, n, k, absh / abshlast);
            hinvgak = h * inv_ga[k - 1];
            nconhk = 0;
            (lu, row_scale) = lin(&mt, &dfdy, hinvgak, &mut sol)?;
            havrate = false;
        };
        sol.steps += 1;
        let (hstep, order) = (h, k);
        let interp = |tq: f64| interpolate(tq, tnew, &ynew, hstep, &dif, order);
        let terminal = recorder.step(&mut sol, &mut events, (t, tnew), &ynew, &interp)?;
        if settings.keep_mesh {
            let mut kept = dif.clone();
            if terminal {
                // The step now ends at the event: re-express the
                // interpolating polynomial's differences on [t, te].
                let te = sol.t.last().copied().unwrap_or(tnew);
                let points: Vec<Vec<f64>> = (0..=order)
                    .map(|j| interp(te - j as f64 * (te - t)))
                    .collect();
                let mut table = points;
                for j in 1..=order {
                    for p in (j..=order).rev() {
                        table[p] = (0..n).map(|i| table[p - 1][i] - table[p][i]).collect();
                    }
                    kept[(j - 1) * n..j * n].copy_from_slice(&table[j]);
                }
            }
            sol.stages
                .push(kept.chunks(n.max(1)).map(<[f64]>::to_vec).collect());
            sol.orders.push(order);
        }
        if terminal {
            break;
        }
        klast = k;
        abshlast = absh;
        nconhk = (nconhk + 1).min(maxk + 2);
        if nconhk >= k + 2 {
            // Choose the order (k-1, k or k+1) allowing the largest step.
            let grow = |temp: f64| if temp > 0.1 { absh / temp } else { 10.0 * absh };
            let mut hopt = grow(1.2 * (err / rtol).powf(1.0 / (k as f64 + 1.0)));
            let mut kopt = k;
            if k > 1 {
                let errkm1 = weights.norm(&dif[(k - 1) * n..k * n]) * erconst[k - 2];
                let hkm1 = grow(1.3 * (errkm1 / rtol).powf(1.0 / k as f64));
                if hkm1 > hopt {
                    hopt = hkm1;
                    kopt = k - 1;
                }
            }
            if k < maxk {
                let errkp1 = weights.norm(&dif[(k + 1) * n..(k + 2) * n]) * erconst[k];
                let hkp1 = grow(1.4 * (errkp1 / rtol).powf(1.0 / (k as f64 + 2.0)));
                if hkp1 > hopt {
                    hopt = hkp1;
                    kopt = k + 1;
                }
            }
            if hopt > absh {
                absh = hopt;
                k = kopt;
            }
        }
        t = tnew;
        y = ynew;
        normy = normynew;
        jcurrent = implicit.constant_jacobian;
        match kind {
            MassKind::Identity | MassKind::Constant => {}
            MassKind::Time => mt.clone_from(&mtnew),
            MassKind::State => mcurrent = false,
        }
    }
    Ok(sol)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    const NDF: Formulas = Formulas {
        max_order: 5,
        bdf: false,
    };

    #[test]
    fn each_order_converges_at_its_rate() {
        // y' = -y on [0, 1]: at order k the steps grow like tol^(-1/(k+1)),
        // so a thousandfold tighter tolerance multiplies them by 1000^(1/(k+1)).
        for bdf in [false, true] {
            for k in 1..=5 {
                let formulas = Formulas { max_order: k, bdf };
                let run = |tol: f64| {
                    let mut f = |_: f64, y: &[f64]| Ok(vec![-y[0]]);
                    let s = solve(
                        &mut f,
                        Implicit::plain(),
                        formulas,
                        &[0.0, 4.0],
                        &[1.0],
                        &Settings::with_tolerances(tol, tol),
                        None,
                    )
                    .unwrap();
                    let error = (s.y.last().unwrap()[0] - (-4.0f64).exp()).abs();
                    (s.steps as f64, error)
                };
                let (coarse, e1) = run(1e-5);
                let (fine, e2) = run(1e-8);
                let expected = 1000f64.powf(1.0 / (k as f64 + 1.0));
                let ratio = fine / coarse;
                assert!(
                    ratio > 0.6 * expected && ratio < 1.6 * expected,
                    "order {k} bdf {bdf}: {coarse} -> {fine} steps, expected x{expected}"
                );
                // The global error goes like h^k, that is tol^(k/(k+1)).
                // (At MaxOrder 5 the order chosen also varies with the
                // tolerance, so only a gain is required there.)
                let gain = e1 / e2;
                let expected_gain = 1000f64.powf(k as f64 / (k as f64 + 1.0));
                let low = if k < 5 { 0.3 * expected_gain } else { 10.0 };
                assert!(
                    gain > low && gain < 3.0 * expected_gain,
                    "order {k} bdf {bdf}: error {e1} -> {e2}, expected /{expected_gain}"
                );
            }
        }
    }

    #[test]
    fn stiff_decay_tracks_its_slow_solution_in_few_steps() {
        let mut f = |t: f64, y: &[f64]| Ok(vec![-1000.0 * (y[0] - t.cos()) - t.sin()]);
        let sol = solve(
            &mut f,
            Implicit::plain(),
            NDF,
            &[0.0, 2.0],
            &[1.0],
            &Settings::with_tolerances(1e-5, 1e-8),
            None,
        )
        .unwrap();
        assert_eq!(*sol.t.last().unwrap(), 2.0);
        for (t, y) in sol.t.iter().zip(&sol.y) {
            assert!((y[0] - t.cos()).abs() < 1e-4, "{t} {y:?}");
        }
        assert!(sol.steps < 150, "{}", sol.steps);
    }

    /// Robertson's stiff kinetics, the test problem every stiff solver's
    /// tests share (`one_step.rs` too).
    pub(in crate::builtins::ode) fn robertson(t: f64, y: &[f64]) -> Result<Vec<f64>> {
        let _ = t;
        Ok(vec![
            -0.04 * y[0] + 1e4 * y[1] * y[2],
            0.04 * y[0] - 1e4 * y[1] * y[2] - 3e7 * y[1] * y[1],
            3e7 * y[1] * y[1],
        ])
    }

    /// Robertson's kinetics at t = 40 (Hairer and Wanner's reference).
    const ROBERTSON_40: [f64; 3] = [0.715_827_1, 9.185_535e-6, 0.284_163_7];

    pub(in crate::builtins::ode) fn close_to_robertson(y: &[f64]) -> bool {
        y.iter()
            .zip(&ROBERTSON_40)
            .all(|(a, b)| ((a - b) / b).abs() < 1e-3)
    }

    #[test]
    fn robertson_as_an_ode_and_as_a_dae() {
        let mut s = Settings::with_tolerances(1e-4, 1e-6);
        s.abs_tol = vec![1e-6, 1e-10, 1e-6];
        let mut f = robertson;
        let sol = solve(
            &mut f,
            Implicit::plain(),
            NDF,
            &[0.0, 40.0],
            &[1.0, 0.0, 0.0],
            &s,
            None,
        )
        .unwrap();
        assert!(
            close_to_robertson(sol.y.last().unwrap()),
            "{:?}",
            sol.y.last()
        );
        // The third equation replaced by conservation, y1 + y2 + y3 = 1,
        // with a singular mass diag(1, 1, 0); the start is inconsistent
        // (y3 = 0.5) and is corrected first.
        let mut g = |t: f64, y: &[f64]| {
            let mut v = robertson(t, y)?;
            v[2] = y[0] + y[1] + y[2] - 1.0;
            Ok(v)
        };
        let mut mass = |_: f64, _: &[f64]| Ok(vec![1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0]);
        let implicit = Implicit {
            mass: Some(&mut mass),
            ..Implicit::plain()
        };
        let sol = solve(
            &mut g,
            implicit,
            NDF,
            &[0.0, 40.0],
            &[1.0, 0.0, 0.5],
            &s,
            None,
        )
        .unwrap();
        assert_eq!(sol.y[0], vec![1.0, 0.0, 0.0]);
        let last = sol.y.last().unwrap();
        assert!(close_to_robertson(last), "{last:?}");
        assert!((last.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    }

    #[test]
    fn time_and_state_dependent_masses() {
        // (1 + t) y' = y: y = 1 + t.
        let mut f = |_: f64, y: &[f64]| Ok(vec![y[0]]);
        let mut mass = |t: f64, _: &[f64]| Ok(vec![1.0 + t]);
        let implicit = Implicit {
            mass: Some(&mut mass),
            constant_mass: false,
            ..Implicit::plain()
        };
        let sol = solve(
            &mut f,
            implicit,
            NDF,
            &[0.0, 3.0],
            &[1.0],
            &Settings::with_tolerances(1e-6, 1e-9),
            None,
        )
        .unwrap();
        assert!((sol.y.last().unwrap()[0] - 4.0).abs() < 1e-4);
        // y y' = 1: y = sqrt(1 + 2t).
        let mut f = |_: f64, _: &[f64]| Ok(vec![1.0]);
        let mut mass = |_: f64, y: &[f64]| Ok(vec![y[0]]);
        let implicit = Implicit {
            mass: Some(&mut mass),
            constant_mass: false,
            state_mass: true,
            ..Implicit::plain()
        };
        let sol = solve(
            &mut f,
            implicit,
            NDF,
            &[0.0, 4.0],
            &[1.0],
            &Settings::with_tolerances(1e-6, 1e-9),
            None,
        )
        .unwrap();
        assert!(
            (sol.y.last().unwrap()[0] - 3.0).abs() < 1e-4,
            "{:?}",
            sol.y.last()
        );
    }

    #[test]
    fn a_terminal_event_ends_the_mesh_at_its_time() {
        use super::super::events::EventValues;
        let mut f = |_: f64, y: &[f64]| Ok(vec![-y[0]]);
        let mut events = |_: f64, y: &[f64]| {
            Ok(EventValues {
                value: vec![y[0] - 0.5],
                terminal: vec![true],
                direction: vec![0.0],
            })
        };
        let mut s = Settings::with_tolerances(1e-6, 1e-9);
        s.keep_mesh = true;
        let sol = solve(
            &mut f,
            Implicit::plain(),
            NDF,
            &[0.0, 5.0],
            &[1.0],
            &s,
            Some(&mut events),
        )
        .unwrap();
        let te = 2f64.ln();
        assert!((sol.events[0].t - te).abs() < 1e-5, "{:?}", sol.events);
        let (x, y) = (sol.t.len() - 1, sol.y.last().unwrap()[0]);
        assert_eq!(sol.t[x], sol.events[0].t);
        // The last step's differences interpolate from the event point.
        let dif: Vec<f64> = sol.stages[x - 1].iter().flatten().copied().collect();
        let (h, k) = (sol.t[x] - sol.t[x - 1], sol.orders[x - 1]);
        let back = interpolate(sol.t[x - 1], sol.t[x], &[y], h, &dif, k)[0];
        assert!(
            (back - sol.y[x - 1][0]).abs() < 1e-6,
            "{back} {:?}",
            sol.y[x - 1]
        );
        assert_eq!(sol.orders.len(), x);
    }

    #[test]
    fn an_analytic_constant_jacobian_is_evaluated_once() {
        let mut f = |_: f64, y: &[f64]| Ok(vec![y[1], -y[0]]);
        let mut jac = |_: f64, _: &[f64]| Ok(vec![0.0, -1.0, 1.0, 0.0]);
        let implicit = Implicit {
            jacobian: Some(&mut jac),
            constant_jacobian: true,
            ..Implicit::plain()
        };
        let sol = solve(
            &mut f,
            implicit,
            NDF,
            &[0.0, 1.0],
            &[0.0, 1.0],
            &Settings::with_tolerances(1e-6, 1e-9),
            None,
        )
        .unwrap();
        let y = sol.y.last().unwrap();
        assert!((y[0] - 1f64.sin()).abs() < 1e-4 && (y[1] - 1f64.cos()).abs() < 1e-4);
        assert_eq!(sol.jacobians, 1);
    }
}
