s = cell2mat({'ab', 'cd'})
