x = 3.14159;
disp(['x = ' sprintf('%.2f', x)])
disp(['n = ' num2str(7)])
