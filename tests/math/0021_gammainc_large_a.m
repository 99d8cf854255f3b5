% gammainc for large a, where x^a e^-x / Gamma(a) must not lose digits
% to cancellation; printed to 13 significant digits.
a = [100 1000 1e4 1e5 1e6 500.5];
x = [110 990 1e4+50 1e5-300 1e6+1000 480];
fprintf('%.13g\n', gammainc(x, a));
fprintf('%.13g\n', gammainc(x, a, 'upper'));
fprintf('%.13g\n', gammainc(1e4, 1e4));
fprintf('%.13g\n', gammainc(2e5, 2e5, 'upper'));
fprintf('%.13g\n', gammaincinv(0.25, 1e5));
% Tails far out, and the upper tail given directly (1 - 1e-20 is 1).
fprintf('%.13g\n', gammaincinv(1e-20, 10));
fprintf('%.13g\n', gammaincinv(1e-300, 300));
fprintf('%.13g\n', gammaincinv(1e-20, 1, 'upper'));
fprintf('%.13g\n', gammaincinv(1e-300, 2.5, 'upper'));
% x = P^(1/a) amplifies P's last bit 100-fold here: 11 digits.
fprintf('%.11g\n', gammaincinv(0.999, 0.01, 'upper'));
