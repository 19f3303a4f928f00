% Plotting calls print nothing and leave handles and state as in Octave.
set(0, 'defaultfigurevisible', 'off');
x = linspace(0, 1, 11);
plot(x, x.^2, 'r--o', x, x, 'LineWidth', 2);
hold on
plot(x, 1 - x, 'k:');
title('Squares');
xlabel('x');
ylabel('y');
legend('sq', 'id', 'flip');
grid on
disp(ishold)
xlim([0 2]);
disp(xlim)
ylim([-1 1]);
disp(ylim)
axis([0 3 -2 2]);
disp(xlim)
disp(ylim)
set(gca, 'XLim', [1 4]);
disp(get(gca, 'XLim'))
figure(3);
subplot(2, 1, 1);
bar([1 3 2]);
subplot(2, 1, 2);
semilogy(1:5, 10.^(1:5));
disp(get(gca, 'YScale'))
disp(get(gca, 'XScale'))
figure(4);
imagesc(magic(3));
colorbar;
scatter(1:3, [3 1 2]);
drawnow;
disp(gcf)
close all
disp(isempty(get(0, 'CurrentFigure')))
