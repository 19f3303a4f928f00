m = cell2mat({[1 2]; [3 4]})
