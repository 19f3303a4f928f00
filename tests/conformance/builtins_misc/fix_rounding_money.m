amount = 19.999;
cents = round(amount * 100) / 100
fprintf('%.2f\n', cents);
