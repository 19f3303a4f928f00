% mean without DIM reduces the first extent above one.
disp(size(mean(zeros(0, 3))))
disp(size(mean(zeros(3, 0))))
disp(size(mean([])))
disp(size(mean(zeros(1, 0))))
disp(size(mean(zeros(0, 1))))
disp(size(mean(zeros(1, 0, 3))))
x = zeros(0, 1);
x(2) = 1;
disp(size(x))
